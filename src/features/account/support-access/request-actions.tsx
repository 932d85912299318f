import { HStack, Text } from '@chakra-ui/react';
import type { SupportAccessRequest } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { usePermission } from '@/auth/use-permission';
import { ConfirmButton } from '@/components/confirm-dialog';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { DateTimeLocalField, isoToLocal, localToIso } from '@/components/form/date-time-local-field';
import { DecisionDialog } from './decision-dialog';
import { approveSchema, rejectSchema } from './decision-schemas';
import { useSupportDecisions } from './use-support-decisions';

/** Whether an approved request still gives access. */
export const isActiveApproval = (request: SupportAccessRequest, now = Date.now()) =>
  request.approval_state === 'approved' && Boolean(request.approval_expiry) && Date.parse(request.approval_expiry ?? '') > now;

/** Whether a time has passed. */
const hasPassed = (iso: string, now = Date.now()) => Date.parse(iso) <= now;

/** Approve or reject a pending request; revoke an approved one that has not expired. */
export function RequestActions({ request }: { request: SupportAccessRequest }) {
  const { t } = useLingui();
  const canDecide = usePermission('updateSupportAccess').allowed;
  const { decide } = useSupportDecisions();
  const role = request.role;
  const who = request.requested_by ?? t`provider staff`;
  const notAllowed = canDecide ? undefined : t`Your roles do not allow deciding on support access.`;
  if (request.approval_state === 'pending') {
    const ended = hasPassed(request.requested_expiry) ? t`The requested period has already ended.` : undefined;
    return (
      <HStack gap="2">
        <DecisionDialog
          label={<Trans>Approve</Trans>}
          title={t`Approve ${role} access for ${who}?`}
          buttonProps={{ colorPalette: 'green' }}
          disabledReason={notAllowed ?? ended}
        >
          {(close) => (
            <ApproveForm
              request={request}
              onDone={close}
              onApprove={(expiry) => decide(request.request_reference, { action: 'approve', approval_expiry: expiry })}
            />
          )}
        </DecisionDialog>
        <DecisionDialog
          label={<Trans>Reject</Trans>}
          title={t`Reject ${role} access for ${who}?`}
          buttonProps={{ variant: 'outline', colorPalette: 'red' }}
          disabledReason={notAllowed}
        >
          {(close) => (
            <RejectForm
              onDone={close}
              onReject={(reason) => decide(request.request_reference, { action: 'reject', rejection_reason: reason })}
            />
          )}
        </DecisionDialog>
      </HStack>
    );
  }
  if (isActiveApproval(request) && canDecide)
    return (
      <ConfirmButton
        label={t`Revoke`}
        buttonProps={{ size: 'xs' }}
        title={t`Revoke ${role} access for ${who}?`}
        description={t`Support access ends at once. Provider staff would need a new request.`}
        confirmLabel={t`Revoke`}
        onConfirm={() => decide(request.request_reference, { action: 'revoke' })}
      />
    );
  return null;
}

function ApproveForm({
  request,
  onApprove,
  onDone,
}: {
  request: SupportAccessRequest;
  onApprove: (expiry: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const schema = useMemo(
    () =>
      approveSchema(request.requested_expiry, {
        future: t`Choose a time in the future.`,
        notAfter: t`Choose a time no later than the requested expiry.`,
      }),
    [request.requested_expiry, t],
  );
  const form = useZodForm(schema, { defaultValues: { approval_expiry: isoToLocal(new Date(request.requested_expiry)) } });
  return (
    <DialogForm
      form={form}
      label={t`Approve support access`}
      submitLabel={t`Approve`}
      onDone={onDone}
      onSubmit={(values) => onApprove(localToIso(values.approval_expiry) ?? values.approval_expiry)}
    >
      <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
        {request.request_description}
      </Text>
      <DateTimeLocalField
        name="approval_expiry"
        label={t`Access until`}
        required
        min={isoToLocal(new Date())}
        max={isoToLocal(new Date(request.requested_expiry))}
        helperText={t`In your time zone. You may shorten the requested period but not extend it.`}
      />
    </DialogForm>
  );
}

function RejectForm({ onReject, onDone }: { onReject: (reason: string) => Promise<unknown>; onDone: () => void }) {
  const { t } = useLingui();
  const schema = useMemo(() => rejectSchema({ required: t`Give the reason for rejecting.` }), [t]);
  const form = useZodForm(schema, { defaultValues: { rejection_reason: '' } });
  return (
    <DialogForm
      form={form}
      label={t`Reject support access`}
      submitLabel={t`Reject`}
      onDone={onDone}
      onSubmit={(values) => onReject(values.rejection_reason)}
    >
      <TextareaField
        name="rejection_reason"
        label={t`Reason`}
        required
        maxLength={1000}
        rows={3}
        helperText={t`Provider staff see this reason.`}
      />
    </DialogForm>
  );
}
