import type { PointerEvent, RefObject } from 'react';

/** Drag to scroll a zoomed frame. */
export function usePan(frame: RefObject<HTMLElement | null>) {
  return {
    start(event: PointerEvent<HTMLElement>) {
      const element = frame.current;
      if (!element || event.button !== 0) return;
      const origin = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
      element.setPointerCapture(event.pointerId);
      const move = (next: globalThis.PointerEvent) => {
        element.scrollLeft = origin.left - (next.clientX - origin.x);
        element.scrollTop = origin.top - (next.clientY - origin.y);
      };
      const stop = () => {
        element.removeEventListener('pointermove', move);
        element.removeEventListener('pointerup', stop);
        element.removeEventListener('pointercancel', stop);
      };
      element.addEventListener('pointermove', move);
      element.addEventListener('pointerup', stop);
      element.addEventListener('pointercancel', stop);
    },
  };
}
