// The contract's Timestamp (`T` or a space, optional fraction, optional `Z` or offset) as the world
// compares and stores it: a time without a zone is UTC, and stored times are `...Z` like the seed's.
import { iso } from '../../data/time.mjs';
import { unprocessable } from '../http/errors';

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:?\d{2})?$/;

/** Milliseconds of a Timestamp; NaN for text that is not one. */
export function timestampMs(text: string): number {
  const match = TIMESTAMP.exec(text);
  if (!match) return Number.NaN;
  const [, date, time, zone = 'Z'] = match;
  const offset = zone === 'Z' || zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  return Date.parse(`${date}T${time}${offset}`);
}

/** A Timestamp as the world stores it (UTC, `Z`, whole seconds). */
export const storedTimestamp = (text: string): string => iso(timestampMs(text));

/** 422 on `path` unless the Timestamp lies after `nowMs`. */
export function requireFuture(text: string, nowMs: number, path: string): void {
  if (!(timestampMs(text) > nowMs)) throw unprocessable([{ path, message: 'Must be in the future' }]);
}
