import { Alert, Badge, Code, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RolePermission } from '@generated/admin/model';
import type { Evaluation, PermissionTrace } from '@/lib/permissions/permission-eval';

interface EvaluationResultProps {
  evaluation: Evaluation;
  permissions: readonly RolePermission[];
  action: string;
  groupReference: string;
}

const STATUS = { allowed: 'success', denied: 'error', none: 'warning' } as const;

function TraceLine({
  trace,
  permission,
  evaluation,
}: {
  trace: PermissionTrace;
  permission: RolePermission | undefined;
  evaluation: Evaluation;
}) {
  const { t } = useLingui();
  const position = trace.index + 1;
  const decides = evaluation.decidedBy.includes(trace.index);
  const overridden = evaluation.overridden.includes(trace.index);
  const failing = trace.conditions.filter((condition) => !condition.satisfied).map((condition) => condition.index + 1);
  let conditionText: string;
  if (!trace.conditions.length) conditionText = t`no conditions: every group`;
  else if (!failing.length) conditionText = t`every condition holds`;
  else {
    const list = failing.join(', ');
    conditionText = t`condition ${list} does not hold`;
  }
  return (
    <List.Item>
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{t`Permission ${position}`}</Text>
          <Badge colorPalette={trace.effect === 'deny' ? 'red' : 'green'} variant="subtle">
            {trace.effect === 'deny' ? t`Deny` : t`Allow`}
          </Badge>
          <Code wordBreak="break-all">{permission?.actions_matching}</Code>
          {decides ? <Badge colorPalette="blue">{t`Decides`}</Badge> : null}
          {overridden ? <Badge variant="outline">{t`Overridden by deny`}</Badge> : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {trace.invalid
            ? t`The regular expression does not compile: this permission never applies.`
            : trace.actionMatched
              ? t`Action matches; ${conditionText}.`
              : t`Action does not match.`}
          {trace.conditions.some((condition) => condition.invalid)
            ? ` ${t`A condition has a regular expression that does not compile and never holds.`}`
            : null}
        </Text>
      </Stack>
    </List.Item>
  );
}

/** The decision on one action and group, which permission decided it, and how each permission fared. */
export function EvaluationResult({ evaluation, permissions, action, groupReference }: EvaluationResultProps) {
  const { t } = useLingui();
  const deciders = evaluation.decidedBy.map((index) => index + 1).join(', ');
  const overridden = evaluation.overridden.map((index) => index + 1).join(', ');
  const several = evaluation.decidedBy.length > 1;
  let title: string;
  let description: string;
  if (evaluation.decision === 'allowed') {
    title = t`Allowed`;
    description = several
      ? t`Permissions ${deciders} allow ${action} on ${groupReference}.`
      : t`Permission ${deciders} allows ${action} on ${groupReference}.`;
  } else if (evaluation.decision === 'denied') {
    title = t`Denied`;
    description = several
      ? t`Permissions ${deciders} deny ${action} on ${groupReference}.`
      : t`Permission ${deciders} denies ${action} on ${groupReference}.`;
    if (overridden) description = `${description} ${t`Deny wins over allow, so what permission ${overridden} allows does not count.`}`;
  } else {
    title = t`Not allowed`;
    description = t`No permission of this role covers ${action} on ${groupReference}, so it is not allowed.`;
  }
  return (
    <Stack gap="3">
      <Alert.Root status={STATUS[evaluation.decision]} aria-live="polite" data-testid="try-it-decision">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description wordBreak="break-word">{description}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text fontSize="sm" fontWeight="medium">
        <Trans>How each permission applies</Trans>
      </Text>
      <List.Root as="ol" gap="2" ps="0" listStyle="none">
        {evaluation.permissions.map((trace) => (
          <TraceLine key={trace.index} trace={trace} permission={permissions[trace.index]} evaluation={evaluation} />
        ))}
      </List.Root>
    </Stack>
  );
}
