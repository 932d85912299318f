import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Payload, PayloadComment } from '@generated/client/model';
import { formatMediaTime, type MediaMark } from '@/components/media/media-time';
import { commentMarks, pauseMarks } from '../model/media-marks';
import type { CommentRange } from './comment-form';

/** Marks on the recording: pinned open comments, interview pauses and the range being commented. */
export function useMediaMarks(payload: Payload, comments: readonly PayloadComment[], selection: CommentRange | undefined) {
  const { t } = useLingui();
  const pauses = useMemo(
    () => pauseMarks(payload.meta.interview_pause_times, (pause) => t`Paused for ${formatMediaTime(pause.duration)}`),
    [payload.meta.interview_pause_times, t],
  );
  const marks = useMemo<MediaMark[]>(() => {
    const list = [...commentMarks(comments), ...pauses];
    if (selection)
      list.push({
        id: 'selection',
        start: selection.start,
        duration: selection.end - selection.start,
        label: t`New comment`,
        tone: 'selection',
      });
    return list;
  }, [comments, pauses, selection, t]);
  return { marks, pauses };
}
