import { Table } from '@chakra-ui/react';
import { RetentionTimestampType } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYLOAD_TYPE_LABELS, PAYLOAD_TYPES } from '@/lib/payload-types';
import { useLabel } from '../common/use-label';
import { CellNumber, CellSelect } from './cell-fields';
import { RECORD_TYPE_LABELS, TIMESTAMP_LABELS } from './retention-labels';
import { RECORD_TYPES } from './retention-schema';

/** Days before deletion and destruction for each kind of record other than payloads. */
export function RecordTypeTable() {
  const { t } = useLingui();
  const label = useLabel(RECORD_TYPE_LABELS);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="md" mb="2" px="3" pt="3">
          <Trans>Records</Trans>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Record type`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Delete after (days)`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Destroy after (days)`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {RECORD_TYPES.map((type, index) => {
            const name = label(type);
            return (
              <Table.Row key={type}>
                <Table.Cell fontWeight="medium">{name}</Table.Cell>
                <Table.Cell>
                  <CellNumber
                    name={`record_types.${index}.delete_after_days`}
                    label={t`Delete after (days), ${name}`}
                    placeholder={t`Never`}
                  />
                </Table.Cell>
                <Table.Cell>
                  <CellNumber
                    name={`record_types.${index}.destroy_after_days`}
                    label={t`Destroy after (days), ${name}`}
                    placeholder={t`Never`}
                  />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** For each payload type: which time the days count from, the days, and what must happen before deletion. */
export function PayloadTypeTable() {
  const { t } = useLingui();
  const label = useLabel(PAYLOAD_TYPE_LABELS);
  const timestampLabel = useLabel(TIMESTAMP_LABELS);
  const timestamps = Object.values(RetentionTimestampType).map((value) => ({ value, label: timestampLabel(value) }));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="md" mb="2" px="3" pt="3">
          <Trans>Payloads</Trans>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Payload type`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Counted from`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Delete after (days)`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Destroy after (days)`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Receipts required`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Transfers required`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {PAYLOAD_TYPES.map((type, index) => {
            const name = label(type);
            const base = `payload_types.${index}`;
            return (
              <Table.Row key={type}>
                <Table.Cell fontWeight="medium">{name}</Table.Cell>
                <Table.Cell>
                  <CellSelect name={`${base}.retention_timestamp_type`} label={t`Counted from, ${name}`} options={timestamps} />
                </Table.Cell>
                <Table.Cell>
                  <CellNumber name={`${base}.delete_after_days`} label={t`Delete after (days), ${name}`} placeholder={t`Never`} />
                </Table.Cell>
                <Table.Cell>
                  <CellNumber name={`${base}.destroy_after_days`} label={t`Destroy after (days), ${name}`} placeholder={t`Never`} />
                </Table.Cell>
                <Table.Cell>
                  <CellNumber name={`${base}.required_receipts`} label={t`Receipts required, ${name}`} placeholder="0" />
                </Table.Cell>
                <Table.Cell>
                  <CellNumber name={`${base}.required_transfers`} label={t`Transfers required, ${name}`} placeholder="0" />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
