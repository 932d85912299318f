import { HStack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { MissingValue } from '@/components/missing-value';
import { PlainBadge } from '@/components/plain-badge';
import { cachedText } from '@/i18n/cached-text';
import type { BadgePalette, BadgeSize } from '@/theme/plain-class';
import { stateKinds, type StateDefinition, type StateKind, type StateTone, type StateValue } from './state-definitions';

const PALETTE: Record<StateTone, BadgePalette> = { success: 'green', info: 'blue', warning: 'orange', danger: 'red', neutral: 'gray' };

/** The definition of a state value, or undefined for a value the portal does not know. */
export function stateDefinition<K extends StateKind>(kind: K, value: string | null | undefined): StateDefinition | undefined {
  if (!value) return undefined;
  return (stateKinds[kind] as Record<string, StateDefinition>)[value];
}

/** A state's translated name, or the value itself when the portal does not know it. */
export function stateText(i18n: I18n, kind: StateKind, value: string): string {
  const definition = stateDefinition(kind, value);
  return definition ? i18n._(definition.label) : value;
}

/** The states of a kind as filter options, named as their badges name them. */
export function stateOptions<V extends string>(i18n: I18n, kind: StateKind, values: readonly V[]): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: stateText(i18n, kind, value) }));
}

interface StateBadgeProps<K extends StateKind> {
  kind: K;
  value: StateValue<K> | (string & {}) | null | undefined;
  /** Also write the meaning beside the badge (detail pages); otherwise it is the tooltip and description. */
  showMeaning?: boolean;
  size?: BadgeSize;
}

/**
 * A state as a coloured badge with its translated name; colour follows meaning (success, warning,
 * danger, neutral) and is never the only signal. The one-line meaning is the tooltip and the
 * accessible description. Unknown values are shown as they are, in neutral.
 */
export function StateBadge<K extends StateKind>({ kind, value, showMeaning, size = 'sm' }: StateBadgeProps<K>) {
  const { i18n } = useLingui();
  if (!value) return <MissingValue />;
  const definition = stateDefinition(kind, value);
  const label = definition ? cachedText(i18n, definition.label) : value;
  const meaning = definition ? cachedText(i18n, definition.meaning) : undefined;
  const badge = (
    <PlainBadge
      palette={PALETTE[definition?.tone ?? 'neutral']}
      size={size}
      title={meaning}
      aria-description={showMeaning ? undefined : meaning}
      data-state={value}
    >
      {label}
    </PlainBadge>
  );
  if (!showMeaning || !meaning) return badge;
  return (
    <HStack gap="2" align="baseline" wrap="wrap">
      {badge}
      <Text as="span" fontSize="sm" color="fg.muted">
        {meaning}
      </Text>
    </HStack>
  );
}
