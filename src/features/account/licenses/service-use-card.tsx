import { Card, HStack, Progress, Text } from '@chakra-ui/react';
import type { LicenseServiceUse } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';

const tone = (ratio: number) => (ratio > 1 ? 'red' : ratio >= 0.9 ? 'orange' : 'green');

/** One service: licences in use against the limit, and devices expected for onboarded users. */
export function ServiceUseCard({ use, label }: { use: LicenseServiceUse; label: string }) {
  const { t, i18n } = useLingui();
  const ratio = use.limit > 0 ? use.used / use.limit : use.used > 0 ? 2 : 0;
  const used = i18n.number(use.used);
  const limit = i18n.number(use.limit);
  const expected = use.expected === undefined ? undefined : i18n.number(use.expected);
  const over = use.used > use.limit;
  const expectedOver = use.expected !== undefined && use.expected > use.limit;
  return (
    <Card.Root size="sm" variant="outline" data-service={use.service}>
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Text fontWeight="semibold">{label}</Text>
          <Text
            fontSize="sm"
            color={over ? 'fg.error' : 'fg.muted'}
            fontWeight={over ? 'semibold' : undefined}
            fontVariantNumeric="tabular-nums"
          >
            {use.limit > 0 ? `${Math.round(ratio * 100)}%` : over ? t`over` : '–'}
          </Text>
        </HStack>
        <Text as="div" fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" lineHeight="1.2">
          <Trans>
            {used}{' '}
            <Text as="span" fontSize="md" color="fg.muted" fontWeight="normal">
              of {limit}
            </Text>
          </Trans>
        </Text>
        <Progress.Root
          value={Math.min(100, ratio * 100)}
          size="sm"
          colorPalette={tone(ratio)}
          translations={{ value: () => t`${label}: ${used} of ${limit} licences used` }}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {expected !== undefined ? (
          <Text fontSize="sm" color={expectedOver ? 'fg.warning' : 'fg.muted'}>
            {expectedOver ? <Trans>{expected} devices expected: more than the limit</Trans> : <Trans>{expected} devices expected</Trans>}
          </Text>
        ) : null}
        {over ? (
          <Text fontSize="sm" color="fg.error">
            <Trans>Over the limit: new activations of this service are refused.</Trans>
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
