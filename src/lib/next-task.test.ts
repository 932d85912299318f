import { describe, expect, it } from 'vitest';
import { runInTasks } from './next-task';

describe('runInTasks', () => {
  it('runs the first step at once and each further step in a later task', async () => {
    const ran: number[] = [];
    function* steps() {
      ran.push(1);
      yield;
      ran.push(2);
      yield;
      ran.push(3);
    }
    const done = runInTasks(steps());
    expect(ran).toEqual([1]);
    await Promise.resolve();
    expect(ran).toEqual([1]);
    await done;
    expect(ran).toEqual([1, 2, 3]);
  });
});
