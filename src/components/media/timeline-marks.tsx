import { Box, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatMediaTime, type MediaMark } from './media-time';
import { markColor } from './wave-colors';

interface TimelineMarksProps {
  /** Length the bar stands for, in seconds. */
  duration: number;
  marks: readonly MediaMark[];
  /** Playback position to draw, if any. */
  time?: number;
  label: string;
  onSelect?: (mark: MediaMark) => void;
}

const percent = (value: number, duration: number) => `${Math.min(100, Math.max(0, (value / duration) * 100))}%`;

/** A thin bar over a recording's length with its marks as buttons (comment ranges, pauses). */
export function TimelineMarks({ duration, marks, time, label, onSelect }: TimelineMarksProps) {
  const { t } = useLingui();
  if (duration <= 0) return null;
  return (
    <Box position="relative" h="5" rounded="sm" bg="bg.muted" role="group" aria-label={label}>
      {marks.map((mark) => {
        const point = mark.duration <= 0 || (mark.duration / duration) * 100 < 0.8;
        const at = formatMediaTime(mark.start);
        const markLabel = mark.label;
        return (
          <chakra.button
            key={mark.id}
            type="button"
            position="absolute"
            top="0"
            bottom="0"
            left={percent(mark.start, duration)}
            width={point ? '1.5' : percent(mark.duration, duration)}
            minW="1.5"
            ms={point ? '-0.75' : undefined}
            rounded="sm"
            bg={markColor(mark.tone)}
            borderInlineStartWidth="2px"
            borderColor={mark.tone === 'pause' ? 'purple.500' : 'orange.400'}
            cursor="pointer"
            title={`${at} · ${mark.label}`}
            aria-label={t`${markLabel} at ${at}`}
            onClick={() => onSelect?.(mark)}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
          />
        );
      })}
      {time !== undefined && (
        <Box
          position="absolute"
          top="-1"
          bottom="-1"
          w="0.5"
          bg="fg"
          left={percent(time, duration)}
          pointerEvents="none"
          aria-hidden="true"
        />
      )}
    </Box>
  );
}
