import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PatternValues } from '@/lib/zod-messages';
import { i18n } from './i18n';

/**
 * The pattern messages of spec section 5 (and the contract's own) as translatable texts. The
 * en-GB text is the exact message; `{address}` is filled with the text the pattern requires.
 */
const TRANSLATIONS: Record<string, MessageDescriptor> = {
  'Must be a valid cron or rate expression': msg`Must be a valid cron or rate expression`,
  'Cannot start with leading space, cannot contain a comma': msg`Cannot start with leading space, cannot contain a comma`,
  'Cannot start with any of " ,+#/:", cannot include ",+#/:"': msg`Cannot start with any of " ,+#/:", cannot include ",+#/:"`,
  'Must be a valid email address': msg`Must be a valid email address`,
  'Must be a valid ULID': msg`Must be a valid ULID`,
  'Must be 2 or 3 digits': msg`Must be 2 or 3 digits`,
  'Must be 3 digits': msg`Must be 3 digits`,
  'Only lower-case letters, digits and "-" allowed': msg`Only lower-case letters, digits and "-" allowed`,
  'Only alphanumeric, "_.-" allowed': msg`Only alphanumeric, "_.-" allowed`,
  'No special characters apart from -_.!() and spaces, no leading or trailing space': msg`No special characters apart from -_.!() and spaces, no leading or trailing space`,
  'Only alphanumeric, ":/-" allowed': msg`Only alphanumeric, ":/-" allowed`,
  'Must start with a leading slash "/"': msg`Must start with a leading slash "/"`,
  'Must be a valid CIDR range': msg`Must be a valid CIDR range`,
  'Must be a date formatted like 1999-01-01 or 1999-01-01-165000': msg`Must be a date formatted like 1999-01-01 or 1999-01-01-165000`,
  'Must be an ISO-formatted date': msg`Must be an ISO-formatted date`,
  'Must be a date formatted like 1999-01-01': msg`Must be a date formatted like 1999-01-01`,
  'must be a valid PGP key': msg`must be a valid PGP key`,
  'Must be a valid AWS IAM ARN': msg`Must be a valid AWS IAM ARN`,
  'Must start with https://': msg`Must start with https://`,
  'Must start with {address}': msg({ message: 'Must start with {address}' }),
};

/** The active locale's wording of a pattern message (the en-GB text when it has none), placeholders filled when given. */
export function translatePatternMessage(message: string, values: PatternValues = {}): string {
  const descriptor = TRANSLATIONS[message];
  if (!descriptor) return message;
  // Without an address the placeholder stays as the spec writes it.
  return i18n._(descriptor.id, { address: values.address ?? '{address}' }, { message: descriptor.message });
}
