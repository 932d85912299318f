import { Badge, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** Allowed or denied, with the reason of a denial beside it (as text). */
export function ResultCell({ allowed, reason }: { allowed: boolean; reason: string | null | undefined }) {
  return (
    <HStack gap="2" display="inline-flex" maxW="full" title={reason ?? undefined}>
      <Badge colorPalette={allowed ? 'green' : 'red'} variant="subtle" size="sm" flexShrink={0}>
        {allowed ? <Trans>Allowed</Trans> : <Trans>Denied</Trans>}
      </Badge>
      {reason ? (
        <Text as="span" truncate fontSize="sm">
          {reason}
        </Text>
      ) : null}
    </HStack>
  );
}

/** The HTTP status code, coloured by class (2xx, 4xx, 5xx) and always written. */
export function StatusCell({ code }: { code: number }) {
  const palette = code >= 500 ? 'red' : code >= 400 ? 'orange' : code >= 300 ? 'blue' : 'green';
  return (
    <Badge colorPalette={palette} variant="outline" size="sm" fontVariantNumeric="tabular-nums">
      {code}
    </Badge>
  );
}

/** Who called: a person or a client app (said in words, not only by a badge). */
export function CallerCell({ reference, clientApp }: { reference: string; clientApp: boolean }) {
  const { t } = useLingui();
  return (
    <HStack gap="2" display="inline-flex" maxW="full">
      <Text as="span" truncate title={reference}>
        {reference}
      </Text>
      {clientApp ? (
        <Badge size="sm" variant="subtle" colorPalette="purple" flexShrink={0}>
          {t`App`}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** Path and query parameters of a call as compact text. */
export function parametersText(parameters: Record<string, unknown> | null | undefined): string {
  if (!parameters) return '';
  return Object.entries(parameters)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

export const durationMs = (value: number | null | undefined) => (typeof value === 'number' ? `${value} ms` : '');
