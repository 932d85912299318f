import { useEffect, useState, type RefObject } from 'react';
import type { PlaybackState } from './media-time';

export interface MediaElementState extends PlaybackState {
  error: boolean;
}

/** Follows a native audio or video element: ready, playing, current time and duration. */
export function useMediaElement(media: RefObject<HTMLMediaElement | null>, url: string): MediaElementState {
  const [state, setState] = useState<MediaElementState>({ ready: false, playing: false, time: 0, duration: 0, error: false });
  useEffect(() => {
    const element = media.current;
    if (!element) return undefined;
    const sync = () =>
      setState({
        ready: element.readyState >= 1,
        playing: !element.paused && !element.ended,
        time: element.currentTime,
        duration: Number.isFinite(element.duration) ? element.duration : 0,
        error: Boolean(element.error),
      });
    const events = ['loadedmetadata', 'durationchange', 'play', 'pause', 'ended', 'timeupdate', 'seeked', 'error', 'emptied'];
    events.forEach((name) => element.addEventListener(name, sync));
    sync();
    return () => events.forEach((name) => element.removeEventListener(name, sync));
  }, [media, url]);
  return state;
}
