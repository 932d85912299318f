import { Button, HStack, Text } from '@chakra-ui/react';
import type { Alert } from '@generated/admin/model';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ClearAlertsButton, DismissAlertsButton } from './alert-action-buttons';
import { MAX_BULK_ALERTS, type AlertSelection } from './use-alert-selection';

interface AlertBulkBarProps {
  selection: AlertSelection;
  /** The rows loaded in the list ("Select loaded" ticks up to 100 of them). */
  loaded: readonly Alert[];
  onClear: (alerts: readonly Alert[], reason: string | undefined) => Promise<unknown>;
  onDismiss: (alerts: readonly Alert[]) => Promise<unknown>;
  /** Why the selected alerts may not be cleared, if so. */
  clearDisabledReason?: string | undefined;
  dismissDisabledReason?: string | undefined;
}

/** Bulk clear and dismiss of 1 to 100 ticked alerts, with how many are ticked. */
export function AlertBulkBar({ selection, loaded, onClear, onDismiss, clearDisabledReason, dismissDisabledReason }: AlertBulkBarProps) {
  const { t } = useLingui();
  const count = selection.size;
  const triggered = selection.selected.filter((alert) => alert.alert_state === 'Triggered');
  const unselected = loaded.filter((alert) => !selection.has(alert.alert_reference));
  const byReference = (references: string[]) => selection.selected.filter((alert) => references.includes(alert.alert_reference));
  const nothingToClear = count > 0 && triggered.length === 0 ? t`The selected alerts are already cleared.` : undefined;
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t`Selected alerts`}>
      <Text fontSize="sm" aria-live="polite" color={count ? 'fg' : 'fg.muted'}>
        {selection.full ? (
          <Trans>
            {count} selected (the most at once is {MAX_BULK_ALERTS})
          </Trans>
        ) : (
          <Plural value={count} one="# selected" other="# selected" />
        )}
      </Text>
      {unselected.length > 0 && !selection.full ? (
        <Button size="sm" variant="ghost" onClick={() => selection.addMany(unselected)}>
          <Trans>Select loaded</Trans>
        </Button>
      ) : null}
      {count > 0 ? (
        <>
          <Button size="sm" variant="ghost" onClick={selection.clear}>
            <Trans>Unselect all</Trans>
          </Button>
          <DismissAlertsButton
            alerts={selection.selected}
            disabledReason={dismissDisabledReason}
            onDismiss={(references) => onDismiss(byReference(references)).then(selection.clear)}
          />
          <ClearAlertsButton
            alerts={triggered}
            disabledReason={clearDisabledReason ?? nothingToClear}
            onClear={(references, reason) => onClear(byReference(references), reason).then(selection.clear)}
          />
        </>
      ) : null}
    </HStack>
  );
}
