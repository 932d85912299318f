import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { faFileCsv } from '@fortawesome/free-solid-svg-icons/faFileCsv';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import type { Payload, PayloadAuditRecord } from '@generated/client/model';
import type { Column } from '@/components/data-table/columns';
import { csvInstant } from '@/components/data-table/csv';
import { useRowsCsv } from '@/components/data-table/use-csv-format';
import { DateTime } from '@/components/date-time/date-time';
import { Icon } from '@/components/icon';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { auditActionLabel, newestFirst } from '../model/audit-actions';
import { ownZone } from '../list/column-parts';
import { SimpleTable } from '../parts/simple-table';

/** The access log's filters, kept in the address with the tab, so a filtered log can be shared. */
const logFilterSpec = { log_user: urlParam.text(), log_action: urlParam.text() };

function ActionText({ action }: { action: string }) {
  const { i18n } = useLingui();
  const label = auditActionLabel(action);
  return label ? (
    <Text as="span" title={action}>
      {i18n._(label)}
    </Text>
  ) : (
    <Text as="span">{action}</Text>
  );
}

/** Who viewed, played, downloaded or changed the payload, from its audit: filtered by user and action, and exported as CSV. */
export function AccessLog({ payload, records }: { payload: Payload; records: readonly PayloadAuditRecord[] }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const filters = useUrlState(logFilterSpec);
  const { log_user: user, log_action: action } = filters.values;
  const downloadCsv = useRowsCsv();
  const actionText = (value: string) => {
    const label = auditActionLabel(value);
    return label ? i18n._(label) : value;
  };
  const users = useMemo(() => [...new Set(records.map((record) => record.portal_user))].sort(), [records]);
  const actions = useMemo(() => [...new Set(records.map((record) => record.action))].sort(), [records]);
  const shown = useMemo(
    () => newestFirst(records.filter((record) => (!user || record.portal_user === user) && (!action || record.action === action))),
    [records, user, action],
  );
  const columns: Column<PayloadAuditRecord>[] = [
    { id: 'time', header: t`When`, cell: () => null, csv: (record) => csvInstant(record.time, ownZone(payload)), zoned: 'own' },
    { id: 'who', header: t`Who`, cell: () => null, csv: (record) => record.portal_user },
    { id: 'action', header: t`Action`, cell: () => null, csv: (record) => actionText(record.action) },
    { id: 'code', header: t`API action`, cell: () => null, csv: (record) => record.action },
  ];
  const total = records.length;
  const count = shown.length;
  return (
    <Stack gap="3" as="section" aria-labelledby={titleId}>
      <Heading as="h3" size="sm" id={titleId}>
        <Trans>Access log ({total})</Trans>
      </Heading>
      <HStack gap="3" align="flex-end" wrap="wrap" role="search" aria-label={t`Access log filters`}>
        <ChoiceFilter
          width="14rem"
          label={t`User`}
          anyLabel={t`Every user`}
          options={users.map((value) => ({ value, label: value }))}
          value={user}
          onChange={(log_user) => filters.set({ log_user }, { replace: true })}
        />
        <ChoiceFilter
          width="14rem"
          label={t`Action`}
          anyLabel={t`Every action`}
          options={actions.map((value) => ({ value, label: actionText(value) }))}
          value={action}
          onChange={(log_action) => filters.set({ log_action }, { replace: true })}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={!count}
          onClick={() => downloadCsv(shown, columns, `access-log-${payload.payload_reference}`)}
        >
          <Icon icon={faFileCsv} />
          <Trans>Export CSV</Trans>
        </Button>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          <Trans>
            {count} of {total} entries
          </Trans>
        </Text>
      </HStack>
      {count === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {total ? <Trans>No entry matches these filters.</Trans> : <Trans>No activity recorded.</Trans>}
        </Text>
      ) : (
        <SimpleTable
          name={{ labelledBy: titleId }}
          headers={[t`When`, t`Who`, t`Action`]}
          rows={shown.map((record) => [
            <DateTime key="time" value={record.time} {...ownZone(payload)} />,
            record.portal_user,
            <ActionText key="action" action={record.action} />,
          ])}
        />
      )}
    </Stack>
  );
}
