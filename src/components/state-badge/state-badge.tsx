import { Badge, HStack, Text, type BadgeProps } from '@chakra-ui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { MissingValue } from '@/components/missing-value';
import { stateKinds, type StateDefinition, type StateKind, type StateTone, type StateValue } from './state-definitions';

const PALETTE: Record<StateTone, BadgeProps['colorPalette']> = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  danger: 'red',
  neutral: 'gray',
};

const translated = new WeakMap<object, Map<MessageDescriptor, string>>();

/**
 * A state name or meaning in the active locale. Tables show the same few states thousands of
 * times, so each text is looked up once per loaded catalog (a new catalog is a new object).
 */
export function stateText(i18n: I18n, descriptor: MessageDescriptor): string {
  const catalog = i18n.messages;
  let cache = translated.get(catalog);
  if (!cache) {
    cache = new Map();
    translated.set(catalog, cache);
  }
  let text = cache.get(descriptor);
  if (text === undefined) {
    text = i18n._(descriptor);
    cache.set(descriptor, text);
  }
  return text;
}

/** The definition of a state value, or undefined for a value the portal does not know. */
export function stateDefinition<K extends StateKind>(kind: K, value: string | null | undefined): StateDefinition | undefined {
  if (!value) return undefined;
  return (stateKinds[kind] as Record<string, StateDefinition>)[value];
}

interface StateBadgeProps<K extends StateKind> {
  kind: K;
  value: StateValue<K> | (string & {}) | null | undefined;
  /** Also write the meaning beside the badge (detail pages); otherwise it is the tooltip and description. */
  showMeaning?: boolean;
  size?: BadgeProps['size'];
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
  const label = definition ? stateText(i18n, definition.label) : value;
  const meaning = definition ? stateText(i18n, definition.meaning) : undefined;
  const badge = (
    <Badge colorPalette={PALETTE[definition?.tone ?? 'neutral']} variant="subtle" size={size} title={meaning} aria-description={showMeaning ? undefined : meaning} data-state={value}>
      {label}
    </Badge>
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
