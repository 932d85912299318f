import { Badge } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** A yes/no flag as a small badge (colour is not the only cue: the word is written). */
export function YesNo({ value }: { value: boolean }) {
  return value ? (
    <Badge colorPalette="blue" variant="subtle">
      <Trans>Yes</Trans>
    </Badge>
  ) : (
    <Badge variant="outline">
      <Trans>No</Trans>
    </Badge>
  );
}
