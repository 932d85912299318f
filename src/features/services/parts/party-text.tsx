import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Party } from '../model/parties';

/** A party as "Name (number)", or the number alone, or "Unknown number"; always plain text. */
export function PartyText({ party }: { party: Party }) {
  if (!party.number && !party.name) {
    return (
      <Text as="span" color="fg.muted">
        <Trans>Unknown number</Trans>
      </Text>
    );
  }
  return (
    <Text as="span" unicodeBidi="isolate">
      {party.name && <bdi>{party.name}</bdi>}
      {party.name && party.number && ' '}
      {party.number && (
        <Text as="span" color={party.name ? 'fg.muted' : undefined} fontVariantNumeric="tabular-nums" dir="ltr">
          {party.name ? `(${party.number})` : party.number}
        </Text>
      )}
    </Text>
  );
}
