import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { cachedText } from '@/i18n/cached-text';
import { plainClass } from '@/theme/plain-class';

const NOT_SET = msg`Not set`;

/**
 * A dash for a value that is not set; screen readers hear "Not set" instead of "dash". Memoised:
 * it has no props, so a table cell reused for another row while scrolling need not render it again.
 */
export const MissingValue = memo(function MissingValue() {
  const { i18n } = useLingui();
  return (
    <span>
      <span aria-hidden="true">–</span>
      <span className={plainClass.visuallyHidden}>{cachedText(i18n, NOT_SET)}</span>
    </span>
  );
});
