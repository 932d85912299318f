import { useLingui } from '@lingui/react/macro';
import type { SyntheticEvent } from 'react';
import { MissingValue } from '@/components/missing-value';
import { formatDateTime, formatRelative, isoInZone, parseTimestamp, type DateTimeOptions } from './format-date';
import { readingZone, type ReadingZone } from './reading-zone';
import { useTimeZonePreference } from './time-zone-preference';

interface DateTimeProps {
  /** An API timestamp (UTC unless it carries an offset). */
  value: string | null | undefined;
  /** The recording's IANA zone (payload meta `timezone`): the device's local time reads in it. */
  timeZone?: string | null | undefined;
  /** The recording's '+HH:MM' (payload meta `timezone_offset`), used when the zone is missing. */
  offset?: string | null | undefined;
  style?: DateTimeOptions['style'];
}

/** Full ISO text for the tooltip: UTC, and the time where it is read with its offset and zone. */
export function isoTooltip(value: string | null | undefined, zone: ReadingZone): string | undefined {
  const date = parseTimestamp(value);
  if (!date) return undefined;
  const utc = date.toISOString();
  if (zone.timeZone === 'UTC') return utc;
  const local = isoInZone(date, zone.timeZone, zone.offset);
  return `${utc} · ${local}${zone.timeZone ? ` ${zone.timeZone}` : ''}`;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A timestamp in the viewer's locale and in the zone they chose to read times in (the recording's
 * own by default), named beside it, as a <time> whose tooltip is the full ISO text. The tooltip is
 * written when the pointer or focus arrives: tables show many dates, and most are never hovered.
 */
export function DateTime({ value, timeZone, offset, style }: DateTimeProps) {
  const { i18n } = useLingui();
  const zone = readingZone(useTimeZonePreference(), { timeZone, offset });
  const text = formatDateTime(value, { locale: i18n.locale, ...zone, style });
  if (!text) return <MissingValue />;
  // Set on every visit, not once: a table reuses this element for other rows as it scrolls.
  const addTooltip = (event: SyntheticEvent<HTMLElement>) => {
    const tooltip = isoTooltip(value, zone) ?? '';
    if (event.currentTarget.title !== tooltip) event.currentTarget.title = tooltip;
  };
  return (
    <time
      dateTime={parseTimestamp(value)?.toISOString()}
      style={NO_WRAP}
      onPointerEnter={addTooltip}
      onPointerMove={addTooltip}
      onFocus={addTooltip}
    >
      {text}
    </time>
  );
}

/** '3 hours ago' with the exact date and time, where the reader reads times, as its tooltip. */
export function RelativeTime({ value, now }: { value: string | null | undefined; now?: number }) {
  const { i18n } = useLingui();
  const zone = readingZone(useTimeZonePreference());
  const text = formatRelative(value, i18n.locale, now);
  if (!text) return <MissingValue />;
  return (
    <time dateTime={parseTimestamp(value)?.toISOString()} title={formatDateTime(value, { locale: i18n.locale, ...zone })} style={NO_WRAP}>
      {text}
    </time>
  );
}
