import { Trans } from '@lingui/react/macro';
import { plainClass } from '@/theme/plain-class';
import type { Party } from '../model/parties';

/** A party as "Name (number)", or the number alone, or "Unknown number"; always plain text. */
export function PartyText({ party }: { party: Party }) {
  if (!party.number && !party.name) {
    return (
      <span className={plainClass.muted}>
        <Trans>Unknown number</Trans>
      </span>
    );
  }
  return (
    <bdi>
      {party.name && <bdi>{party.name}</bdi>}
      {party.name && party.number && ' '}
      {party.number && (
        <span className={party.name ? `${plainClass.muted} ${plainClass.tabular}` : plainClass.tabular} dir="ltr">
          {party.name ? `(${party.number})` : party.number}
        </span>
      )}
    </bdi>
  );
}
