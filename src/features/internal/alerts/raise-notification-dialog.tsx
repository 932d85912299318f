import { Button } from '@chakra-ui/react';
import { faBullhorn } from '@fortawesome/free-solid-svg-icons/faBullhorn';
import { AlertSeverity, type NotificationAlertRequest } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { usePermission } from '@/auth/use-permission';
import { useAlertLabels } from '@/components/alerts/alert-labels';
import { SelectField } from '@/components/form/choice-fields';
import { FormDialog } from '@/components/form-dialog';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { Icon } from '@/components/icon';
import { useAllClients } from '../api/use-all-clients';
import { DateTimeLocalField, isoToLocal } from '@/components/form/date-time-local-field';
import { notificationBody, notificationSchema, type NotificationForm } from './notification-schema';

const DEFAULTS: NotificationForm = {
  alert_target: 'client',
  client: '',
  alert_scope: 'ops',
  alert_severity: AlertSeverity.Low,
  alert_subject: '',
  alert_message: '',
  expires_after: '',
};

/** "Raise notification": a Notification alert for one client's users or for provider staff (`POST /alerts`). */
export function RaiseNotificationButton({ onRaise }: { onRaise: (body: NotificationAlertRequest) => Promise<unknown> }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const allowed = usePermission('raiseNotificationAlert').allowed;
  if (!allowed) return null;
  return (
    <>
      <Button size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon icon={faBullhorn} />
        <Trans>Raise notification</Trans>
      </Button>
      <FormDialog open={open} onClose={() => setOpen(false)} title={t`Raise a notification`} size="lg">
        <NotificationFormBody onRaise={onRaise} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function NotificationFormBody({ onRaise, onDone }: { onRaise: (body: NotificationAlertRequest) => Promise<unknown>; onDone: () => void }) {
  const { t } = useLingui();
  const labels = useAlertLabels();
  const { clients } = useAllClients();
  const schema = useMemo(
    () =>
      notificationSchema({
        clientRequired: t`Choose the client to notify.`,
        subjectRequired: t`Enter a subject.`,
        messageRequired: t`Enter a message.`,
        future: t`Choose a time in the future.`,
      }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: DEFAULTS });
  const target = form.watch('alert_target');
  return (
    <DialogForm
      form={form}
      label={t`Raise a notification`}
      submitLabel={t`Raise notification`}
      onDone={onDone}
      onSubmit={(values) => onRaise(notificationBody(values))}
    >
      <SelectField
        name="alert_target"
        label={t`For`}
        required
        options={[
          { value: 'client', label: t`One client's users` },
          { value: 'admin', label: t`Provider staff` },
        ]}
      />
      {target === 'client' ? (
        <SelectField
          name="client"
          label={t`Client`}
          required
          placeholder={t`Choose a client`}
          options={clients.map((client) => ({ value: client.client, label: `${client.display_name} (${client.client})` }))}
        />
      ) : null}
      <SelectField
        name="alert_scope"
        label={t`Scope`}
        required
        options={[
          { value: 'ops', label: labels.scope.ops },
          { value: 'sec', label: labels.scope.sec },
        ]}
        helperText={t`Client users see it only if their roles may read this scope.`}
      />
      <SelectField
        name="alert_severity"
        label={t`Severity`}
        required
        options={[
          { value: AlertSeverity.Low, label: t`Low` },
          { value: AlertSeverity.Medium, label: t`Medium` },
          { value: AlertSeverity.High, label: t`High` },
        ]}
      />
      <TextField name="alert_subject" label={t`Subject`} required inputProps={{ maxLength: 255 }} />
      <TextareaField name="alert_message" label={t`Message`} required maxLength={4000} rows={5} />
      <DateTimeLocalField
        name="expires_after"
        label={t`Expires (optional)`}
        min={isoToLocal(new Date())}
        helperText={t`In your time zone. Without it the notification does not expire.`}
      />
    </DialogForm>
  );
}
