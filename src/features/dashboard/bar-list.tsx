import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';

export interface Bar {
  label: string;
  value: number;
  /** When given, the bar shows value against this total (e.g. licences used of the limit). */
  max?: number | undefined;
}

/** A horizontal bar chart as a list: readable by screen readers and in both colour modes. */
export function BarList({
  bars,
  label,
  format = (bar) => String(bar.value),
}: {
  bars: Bar[];
  label: string;
  format?: (bar: Bar) => string;
}) {
  const scale = Math.max(1, ...bars.map((bar) => bar.max ?? bar.value));
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={label}>
      {bars.map((bar) => {
        const over = bar.max !== undefined && bar.value > bar.max;
        return (
          <Box as="li" key={bar.label}>
            <HStack justify="space-between" fontSize="sm" mb="1">
              <Text truncate>{bar.label}</Text>
              <Text fontVariantNumeric="tabular-nums" color={over ? 'fg.error' : 'fg.muted'}>
                {format(bar)}
              </Text>
            </HStack>
            <Box h="2" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden>
              <Box
                h="full"
                w={`${Math.min(100, (bar.value / (bar.max ?? scale)) * 100)}%`}
                bg={over ? 'red.solid' : 'colorPalette.solid'}
                rounded="full"
              />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

/** A bar list's place while it loads: `rows` bars of the same height. */
export function BarListSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="2" aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index}>
          <Skeleton fontSize="sm" mb="1" w="40%">
            <Text>{'\u00a0'}</Text>
          </Skeleton>
          <Skeleton h="2" rounded="full" />
        </Box>
      ))}
    </Stack>
  );
}
