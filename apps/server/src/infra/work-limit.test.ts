import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createWorkLimit } from './work-limit';

describe('createWorkLimit', () => {
  it('runs at most `concurrency` tasks, queues `queue` more and refuses the rest with 503', async () => {
    const limit = createWorkLimit(2, 3);
    let running = 0;
    let most = 0;
    const finishers: Array<() => void> = [];
    const task = () =>
      limit(
        () =>
          new Promise<void>((resolve) => {
            running += 1;
            most = Math.max(most, running);
            finishers.push(() => {
              running -= 1;
              resolve();
            });
          }),
      );
    const accepted = Array.from({ length: 5 }, task);
    await expect(task()).rejects.toMatchObject({ code: 'SERVICE_BUSY', status: 503 });
    await tick();
    expect(running).toBe(2);
    for (let finished = 0; finished < 5; finished += 1) {
      while (finishers.length === 0) await tick();
      finishers.shift()?.();
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
  });
});
