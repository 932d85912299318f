import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { faPause } from '@fortawesome/free-solid-svg-icons/faPause';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InterviewMetaInterviewPauseTimesItem } from '@generated/client/model';
import { Icon } from '@/components/icon';
import { formatMediaTime, type MediaMark } from '@/components/media/media-time';
import { TimelineMarks } from '@/components/media/timeline-marks';

interface InterviewPausesProps {
  pauses: readonly InterviewMetaInterviewPauseTimesItem[];
  marks: readonly MediaMark[];
  /** The interview's recorded length (payload_duration), which the timeline stands for. */
  duration: number;
  onSeek: (seconds: number) => void;
}

/** Where the interview was paused, on a timeline of its whole length and as a list. */
export function InterviewPauses({ pauses, marks, duration, onSeek }: InterviewPausesProps) {
  const { t } = useLingui();
  if (pauses.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>The interview was not paused.</Trans>
      </Text>
    );
  const paused = pauses.reduce((sum, pause) => sum + pause.duration, 0);
  const pauseCount = pauses.length;
  const pausedText = formatMediaTime(paused);
  return (
    <Stack gap="2" data-testid="interview-pauses">
      <HStack justify="space-between" fontSize="sm">
        <Text fontWeight="medium">
          <Trans>Pauses ({pauseCount})</Trans>
        </Text>
        <Text color="fg.muted">
          <Trans>Paused for {pausedText} in all</Trans>
        </Text>
      </HStack>
      <Box>
        <TimelineMarks
          duration={duration}
          marks={marks}
          label={t`Interview timeline with pauses`}
          onSelect={(mark) => onSeek(mark.start)}
        />
        <HStack justify="space-between" fontSize="xs" color="fg.muted" mt="1">
          <span>0:00</span>
          <span>{formatMediaTime(duration)}</span>
        </HStack>
      </Box>
      <HStack gap="2" wrap="wrap">
        {pauses.map((pause, index) => {
          const start = formatMediaTime(pause.start_time);
          const length = formatMediaTime(pause.duration);
          return (
            <Button key={index} size="xs" variant="subtle" colorPalette="purple" onClick={() => onSeek(pause.start_time)}>
              <Icon icon={faPause} />
              <Trans>
                {start} for {length}
              </Trans>
            </Button>
          );
        })}
      </HStack>
    </Stack>
  );
}
