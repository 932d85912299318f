/** Resolves in a later task, once the browser has had the chance to handle input and paint. */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `steps` to their end, each in a task of its own. */
export async function runInTasks(steps: Iterator<unknown, unknown, void>): Promise<void> {
  while (!steps.next().done) await nextTask();
}
