import { useLingui } from '@lingui/react/macro';
import type { SyntheticEvent } from 'react';
import { MissingValue } from '@/components/missing-value';
import { formatDateTime, formatRelative, isoInZone, isValidTimeZone, parseTimestamp, type DateTimeOptions } from './format-date';

interface DateTimeProps {
  /** An API timestamp (UTC unless it carries an offset). */
  value: string | null | undefined;
  /** The recording's IANA zone (payload meta `timezone`); shown with its abbreviation or offset. */
  timeZone?: string | null | undefined;
  /** The recording's '+HH:MM' (payload meta `timezone_offset`), used when the zone is missing. */
  offset?: string | null | undefined;
  style?: DateTimeOptions['style'];
}

/** Full ISO text for the tooltip: UTC, and the recording's local time with its offset and zone. */
export function isoTooltip(value: string | null | undefined, timeZone?: string | null, offset?: string | null): string | undefined {
  const date = parseTimestamp(value);
  if (!date) return undefined;
  const utc = date.toISOString();
  if (!isValidTimeZone(timeZone) && !offset) return utc;
  const local = isoInZone(date, isValidTimeZone(timeZone) ? timeZone : undefined, offset);
  return `${utc} · ${local}${isValidTimeZone(timeZone) ? ` ${timeZone}` : ''}`;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A timestamp in the viewer's locale (and the recording's zone when given), as a <time> whose
 * tooltip is the full ISO text. The tooltip is written when the pointer or focus arrives: tables
 * show many dates, and most are never hovered.
 */
export function DateTime({ value, timeZone, offset, style }: DateTimeProps) {
  const { i18n } = useLingui();
  const text = formatDateTime(value, { locale: i18n.locale, timeZone, offset, style });
  if (!text) return <MissingValue />;
  // Set on every visit, not once: a table reuses this element for other rows as it scrolls.
  const addTooltip = (event: SyntheticEvent<HTMLElement>) => {
    const tooltip = isoTooltip(value, timeZone, offset) ?? '';
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

/** '3 hours ago' with the exact date and time as its tooltip. */
export function RelativeTime({ value, now }: { value: string | null | undefined; now?: number }) {
  const { i18n } = useLingui();
  const text = formatRelative(value, i18n.locale, now);
  if (!text) return <MissingValue />;
  return (
    <time dateTime={parseTimestamp(value)?.toISOString()} title={formatDateTime(value, { locale: i18n.locale })} style={NO_WRAP}>
      {text}
    </time>
  );
}
