import { useEffect, useRef, useState, type RefObject } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import { cspNonce } from '@/lib/csp-nonce';
import type { MediaMark, PlaybackState } from './media-time';
import { markColor, waveColors } from './wave-colors';

export interface WaveSurferState extends PlaybackState {
  error: string | undefined;
}

interface Options {
  url: string | undefined;
  marks: readonly MediaMark[];
  rate: number;
  height: number;
  onMarkClick?: ((id: string) => void) | undefined;
  /** Dragging across the waveform selects a range (for a comment); without it dragging seeks. */
  onSelectRange?: ((range: { start: number; end: number }) => void) | undefined;
}

/** A small one-line label (text only, never HTML) for a region. */
function markLabel(text: string): HTMLElement {
  const element = document.createElement('div');
  element.textContent = text;
  Object.assign(element.style, {
    fontSize: '11px',
    lineHeight: '1.3',
    padding: '2px 4px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: '100%',
    color: 'var(--chakra-colors-fg)',
  });
  return element;
}

const INITIAL: WaveSurferState = { ready: false, playing: false, time: 0, duration: 0, error: undefined };

/** WaveSurfer with the regions plugin, bound to a container: state, and the instance for controls. */
export function useWaveSurfer(container: RefObject<HTMLDivElement | null>, options: Options) {
  const { url, marks, rate, height, onMarkClick, onSelectRange } = options;
  // The state belongs to one url; a new url reads as INITIAL until its own events arrive.
  const [owned, setState] = useState<WaveSurferState & { url: string | undefined }>({ ...INITIAL, url: undefined });
  const state: WaveSurferState = owned.url === url ? owned : INITIAL;
  const surfer = useRef<WaveSurfer | null>(null);
  const regions = useRef<RegionsPlugin | null>(null);
  const callbacks = useRef({ onMarkClick, onSelectRange });
  const selectable = Boolean(onSelectRange);

  useEffect(() => {
    callbacks.current = { onMarkClick, onSelectRange };
  });

  useEffect(() => {
    const element = container.current;
    if (!element || !url) return undefined;
    const plugin = RegionsPlugin.create();
    const instance = WaveSurfer.create({
      container: element,
      url,
      height,
      normalize: true,
      dragToSeek: !selectable,
      cursorWidth: 2,
      barWidth: 2,
      barGap: 1,
      barRadius: 2,
      plugins: [plugin],
      cspNonce: cspNonce(),
      ...waveColors(),
    });
    surfer.current = instance;
    regions.current = plugin;
    const update = (patch: Partial<WaveSurferState>) =>
      setState((previous) => ({ ...(previous.url === url ? previous : INITIAL), ...patch, url }));
    let shown = -1;
    const unsubscribe = [
      instance.on('ready', (duration) => update({ ready: true, duration, error: undefined })),
      instance.on('play', () => update({ playing: true })),
      instance.on('pause', () => update({ playing: false })),
      instance.on('finish', () => update({ playing: false })),
      instance.on('timeupdate', (time) => {
        const rounded = Math.round(time * 10) / 10;
        if (rounded !== shown) {
          shown = rounded;
          update({ time });
        }
      }),
      instance.on('error', (error) => update({ error: error instanceof Error ? error.message : String(error) })),
      plugin.on('region-clicked', (region: Region, event: MouseEvent) => {
        event.stopPropagation();
        instance.setTime(region.start);
        callbacks.current.onMarkClick?.(region.id);
      }),
      plugin.on('region-created', (region: Region) => {
        if (region.id.startsWith('mark:')) return;
        // A range dragged out by the user: hand it over and let the marks draw it.
        const range = { start: region.start, end: region.end };
        region.remove();
        callbacks.current.onSelectRange?.(range);
      }),
    ];
    const stopSelecting = selectable ? plugin.enableDragSelection({ color: markColor('selection') }) : undefined;
    return () => {
      stopSelecting?.();
      unsubscribe.forEach((off) => off());
      instance.destroy();
      surfer.current = null;
      regions.current = null;
    };
  }, [container, url, height, selectable]);

  useEffect(() => {
    surfer.current?.setPlaybackRate(rate, true);
  }, [rate, state.ready]);

  useEffect(() => {
    const plugin = regions.current;
    if (!plugin || !state.ready) return;
    plugin.clearRegions();
    for (const mark of marks) {
      if (mark.start > state.duration) continue;
      plugin.addRegion({
        id: `mark:${mark.id}`,
        start: mark.start,
        end: Math.min(state.duration, mark.start + mark.duration),
        color: markColor(mark.tone),
        content: markLabel(mark.label),
        drag: false,
        resize: false,
      });
    }
  }, [marks, state.ready, state.duration]);

  return { state, surfer };
}
