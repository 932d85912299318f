import { faFileShield } from '@fortawesome/free-solid-svg-icons/faFileShield';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { Payload } from '@generated/client/model';
import type { Column } from '@/components/data-table/columns';
import { DateTime } from '@/components/date-time/date-time';
import type { OwnZone } from '@/components/date-time/reading-zone';
import { Icon } from '@/components/icon';
import { MissingValue } from '@/components/missing-value';
import { PlainBadge } from '@/components/plain-badge';
import { StateBadge } from '@/components/state-badge/state-badge';
import { textColumn } from '@/components/data-table/text-column';
import { cachedText } from '@/i18n/cached-text';
import { href, serviceKindOf } from '@/lib/paths';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { plainClass } from '@/theme/plain-class';
import { partiesOf } from '../model/parties';
import { PartyText } from '../parts/party-text';

/** The payload's recording zone and offset, which the device's local time reads its times in. */
export const ownZone = (payload: Payload): OwnZone => ({ timeZone: payload.meta.timezone, offset: payload.meta.timezone_offset });

/** The recording time, in the payload's own zone for the device's local time. */
export function PayloadTimeCell({ payload }: { payload: Payload }) {
  return <DateTime value={payload.meta.payload_time} {...ownZone(payload)} style="short" />;
}

const LATE = msg`Late`;

export function LateCell({ payload }: { payload: Payload }) {
  const { i18n } = useLingui();
  return payload.is_late ? <PlainBadge palette="orange">{cachedText(i18n, LATE)}</PlainBadge> : null;
}

export function ReceiptCell({ payload }: { payload: Payload }) {
  return payload.receipt_confirmed_at ? (
    <DateTime value={payload.receipt_confirmed_at} {...ownZone(payload)} style="short" />
  ) : (
    <MissingValue />
  );
}

/** The row's actions: a link to the payload's evidence record (a real link: it opens in a new tab too). */
export function RecordLinkCell({ payload }: { payload: Payload }) {
  const { t, i18n } = useLingui();
  const kind = serviceKindOf(payload.payload_type);
  if (!kind) return null;
  const type = cachedText(i18n, PAYLOAD_TYPE_LABELS[payload.payload_type]);
  const reference = payload.payload_reference;
  return (
    <RouterLink
      className={plainClass.iconLink}
      to={href.payloadRecord(kind, reference)}
      aria-label={t`Evidence record of ${type} ${reference}`}
      title={t`Evidence record`}
    >
      <Icon icon={faFileShield} />
    </RouterLink>
  );
}

/** The other parties: the first with its saved name, and how many more, on one line. */
export function PartiesCell({ payload }: { payload: Payload }) {
  const { t } = useLingui();
  const parties = partiesOf(payload);
  const [first] = parties;
  if (!first) return <MissingValue />;
  const moreCount = parties.length - 1;
  return (
    <span className={plainClass.inlineRow}>
      <span>
        <PartyText party={first} />
      </span>
      {parties.length > 1 && (
        <PlainBadge size="xs" title={t`${moreCount} more parties`}>
          +{moreCount}
        </PlainBadge>
      )}
    </span>
  );
}

/** CSV text of the parties: "name (number)" joined by semicolons. */
export function partiesCsv(payload: Payload): string {
  return partiesOf(payload)
    .map((party) => [party.name, party.number && (party.name ? `(${party.number})` : party.number)].filter(Boolean).join(' '))
    .join('; ');
}

type ColumnBase<Row> = Omit<Column<Row>, 'cell' | 'csv' | 'sortValue'>;
type SortKey = ReturnType<NonNullable<Column<unknown>['sortValue']>>;

/** A column sorted and exported by one value of the row. */
export function valueColumn<Row>({
  value,
  ...column
}: ColumnBase<Row> & Pick<Column<Row>, 'cell'> & { value: (row: Row) => SortKey }): Column<Row> {
  return { ...column, sortValue: value, csv: value };
}

/** The payload's reference: hidden until the user shows it, and exported. */
export function referenceColumn(header: string): Column<Payload> {
  return textColumn({
    id: 'reference',
    header,
    width: '16rem',
    hidden: true,
    long: true,
    sortable: false,
    value: (p) => p.payload_reference,
  });
}

/** The payload's state as a badge, sorted and exported by its value. */
export function stateColumn(header: string): Column<Payload> {
  return valueColumn({
    id: 'state',
    header,
    width: '8rem',
    cell: (p) => <StateBadge kind="payload" value={p.payload_state} />,
    value: (p) => p.payload_state,
  });
}
