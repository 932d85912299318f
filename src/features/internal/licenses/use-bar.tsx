import { Box, HStack, Progress, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { toneFor } from './services';

interface UseBarProps {
  used: number;
  limit: number;
  /** What is counted, for screen readers (e.g. the service name). */
  label: string;
  compact?: boolean;
}

/** "used / limit" with a bar, red over the limit, orange from 90 %. */
export function UseBar({ used, limit, label, compact }: UseBarProps) {
  const { t, i18n } = useLingui();
  const ratio = limit > 0 ? used / limit : used > 0 ? 2 : 0;
  const percent = limit > 0 ? Math.round((used / limit) * 100) : undefined;
  const usedText = i18n.number(used);
  const limitText = i18n.number(limit);
  const text = t`${usedText} of ${limitText}`;
  return (
    <Box minW="0" width="full">
      <HStack justify="space-between" gap="2" fontSize={compact ? 'xs' : 'sm'} mb="1">
        <Text as="span" fontVariantNumeric="tabular-nums">
          {text}
        </Text>
        <Text
          as="span"
          color={ratio > 1 ? 'fg.error' : 'fg.muted'}
          fontVariantNumeric="tabular-nums"
          fontWeight={ratio > 1 ? 'semibold' : undefined}
        >
          {percent === undefined ? (used > 0 ? t`over` : '–') : `${percent}%`}
        </Text>
      </HStack>
      <Progress.Root
        value={Math.min(100, ratio * 100)}
        size="xs"
        colorPalette={toneFor(ratio)}
        translations={{ value: () => t`${label}: ${usedText} of ${limitText} licences used` }}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
