/** Seconds as m:ss, or h:mm:ss from an hour; negative or missing values read as 0:00. */
export function formatMediaTime(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.floor(typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The playback speeds the players offer. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** Where a player is: loaded, playing, and its position and length in seconds. */
export interface PlaybackState {
  ready: boolean;
  playing: boolean;
  time: number;
  duration: number;
}

/** What a page can ask of a player (keyboard shortcuts, comment pins, "seek to" links). */
export interface PlayerHandle {
  playPause(): void;
  seek(seconds: number): void;
  currentTime(): number;
}

/** A stretch of a recording to mark on a timeline: a comment's range, or a point such as a pause. */
export interface MediaMark {
  id: string;
  start: number;
  /** Length in seconds; 0 draws a point. */
  duration: number;
  label: string;
  tone: 'comment' | 'pause' | 'selection';
}
