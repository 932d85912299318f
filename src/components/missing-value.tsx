import { VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** A dash for a value that is not set; screen readers hear "Not set" instead of "dash". */
export function MissingValue() {
  const { t } = useLingui();
  return (
    <span>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{t`Not set`}</VisuallyHidden>
    </span>
  );
}
