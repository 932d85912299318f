import type { InterviewMetaInterviewPauseTimesItem, PayloadComment } from '@generated/client/model';
import type { MediaMark } from '@/components/media/media-time';

const LABEL_LENGTH = 40;

/** A one-line preview of a comment for its mark on the waveform. */
export function commentPreview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > LABEL_LENGTH ? `${line.slice(0, LABEL_LENGTH - 1)}…` : line;
}

/** Open comments pinned to a time range, as marks; closed ones and unpinned ones are left out. */
export function commentMarks(comments: readonly PayloadComment[]): MediaMark[] {
  return comments
    .filter((comment) => !comment.is_closed && comment.comment_duration)
    .map((comment) => ({
      id: comment.comment_id,
      start: comment.comment_duration?.start_time ?? 0,
      duration: comment.comment_duration?.duration ?? 0,
      label: commentPreview(comment.comment_body),
      tone: 'comment' as const,
    }))
    .sort((a, b) => a.start - b.start);
}

/** Interview pauses as point marks at the offset where recording stopped. */
export function pauseMarks(
  pauses: readonly InterviewMetaInterviewPauseTimesItem[] | undefined,
  label: (pause: InterviewMetaInterviewPauseTimesItem) => string,
): MediaMark[] {
  return (pauses ?? []).map((pause, index) => ({
    id: `pause-${index}`,
    start: pause.start_time,
    duration: 0,
    label: label(pause),
    tone: 'pause' as const,
  }));
}
