/** The slice of a long thread to render: around the current message, widened on request. */
export interface ThreadWindow {
  start: number;
  end: number;
}

/** How many messages either side of the current one a thread first shows. */
export const THREAD_WINDOW_SIDE = 50;

/** The window around index `current` (clamped), `before` and `after` messages wide. */
export function threadWindow(total: number, current: number, before = THREAD_WINDOW_SIDE, after = THREAD_WINDOW_SIDE): ThreadWindow {
  const centre = current < 0 ? total - 1 : Math.min(current, total - 1);
  return { start: Math.max(0, centre - before), end: Math.min(total, centre + after + 1) };
}

/** Splits references into batches the batch data endpoint accepts (1 to 100 each). */
export function batches<T>(items: readonly T[], size = 100): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}
