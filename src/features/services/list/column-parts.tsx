import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Payload } from '@generated/client/model';
import { DateTime } from '@/components/date-time/date-time';
import { MissingValue } from '@/components/missing-value';
import { PlainBadge } from '@/components/plain-badge';
import { cachedText } from '@/i18n/cached-text';
import { plainClass } from '@/theme/plain-class';
import { partiesOf } from '../model/parties';
import { PartyText } from '../parts/party-text';

/** The recording time in the payload's own timezone. */
export function PayloadTimeCell({ payload }: { payload: Payload }) {
  return (
    <DateTime value={payload.meta.payload_time} timeZone={payload.meta.timezone} offset={payload.meta.timezone_offset} style="short" />
  );
}

const LATE = msg`Late`;

export function LateCell({ payload }: { payload: Payload }) {
  const { i18n } = useLingui();
  return payload.is_late ? <PlainBadge palette="orange">{cachedText(i18n, LATE)}</PlainBadge> : null;
}

export function ReceiptCell({ payload }: { payload: Payload }) {
  return payload.receipt_confirmed_at ? (
    <DateTime value={payload.receipt_confirmed_at} timeZone={payload.meta.timezone} style="short" />
  ) : (
    <MissingValue />
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

/** Text from a device in a table cell, which cuts it to one line (the full text is the tooltip); its own direction. */
export function OneLine({ text }: { text: string | null | undefined }) {
  if (!text) return <MissingValue />;
  return (
    <span title={text} dir="auto">
      {text}
    </span>
  );
}

/** CSV text of the parties: "name (number)" joined by semicolons. */
export function partiesCsv(payload: Payload): string {
  return partiesOf(payload)
    .map((party) => [party.name, party.number && (party.name ? `(${party.number})` : party.number)].filter(Boolean).join(' '))
    .join('; ');
}
