import { Table } from '@chakra-ui/react';
import { RetentionTimestampType } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PAYLOAD_TYPE_LABELS, PAYLOAD_TYPES } from '@/lib/payload-types';
import { useLabel, useLabelOptions } from '../parts/use-label';
import { CellNumber, CellSelect } from './cell-fields';
import { RECORD_TYPE_LABELS, TIMESTAMP_LABELS } from './retention-labels';
import { RECORD_TYPES } from './retention-schema';

function RetentionTable({ caption, headers, children }: { caption: ReactNode; headers: string[]; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="md" mb="2" px="3" pt="3">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The days before deletion and before destruction of the record type or payload type `name`, whose fields are under `base`. */
function DaysCells({ base, name }: { base: string; name: string }) {
  const { t } = useLingui();
  return (
    <>
      <Table.Cell>
        <CellNumber name={`${base}.delete_after_days`} label={t`Delete after (days), ${name}`} placeholder={t`Never`} />
      </Table.Cell>
      <Table.Cell>
        <CellNumber name={`${base}.destroy_after_days`} label={t`Destroy after (days), ${name}`} placeholder={t`Never`} />
      </Table.Cell>
    </>
  );
}

/** Days before deletion and destruction for each kind of record other than payloads. */
export function RecordTypeTable() {
  const { t } = useLingui();
  const label = useLabel(RECORD_TYPE_LABELS);
  return (
    <RetentionTable caption={<Trans>Records</Trans>} headers={[t`Record type`, t`Delete after (days)`, t`Destroy after (days)`]}>
      {RECORD_TYPES.map((type, index) => {
        const name = label(type);
        return (
          <Table.Row key={type}>
            <Table.Cell fontWeight="medium">{name}</Table.Cell>
            <DaysCells base={`record_types.${index}`} name={name} />
          </Table.Row>
        );
      })}
    </RetentionTable>
  );
}

/** For each payload type: which time the days count from, the days, and what must happen before deletion. */
export function PayloadTypeTable() {
  const { t } = useLingui();
  const label = useLabel(PAYLOAD_TYPE_LABELS);
  const timestamps = useLabelOptions(TIMESTAMP_LABELS, Object.values(RetentionTimestampType));
  const headers = [
    t`Payload type`,
    t`Counted from`,
    t`Delete after (days)`,
    t`Destroy after (days)`,
    t`Receipts required`,
    t`Transfers required`,
  ];
  return (
    <RetentionTable caption={<Trans>Payloads</Trans>} headers={headers}>
      {PAYLOAD_TYPES.map((type, index) => {
        const name = label(type);
        const base = `payload_types.${index}`;
        return (
          <Table.Row key={type}>
            <Table.Cell fontWeight="medium">{name}</Table.Cell>
            <Table.Cell>
              <CellSelect name={`${base}.retention_timestamp_type`} label={t`Counted from, ${name}`} options={timestamps} />
            </Table.Cell>
            <DaysCells base={base} name={name} />
            <Table.Cell>
              <CellNumber name={`${base}.required_receipts`} label={t`Receipts required, ${name}`} placeholder="0" />
            </Table.Cell>
            <Table.Cell>
              <CellNumber name={`${base}.required_transfers`} label={t`Transfers required, ${name}`} placeholder="0" />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </RetentionTable>
  );
}
