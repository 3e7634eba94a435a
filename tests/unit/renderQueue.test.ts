import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Overloaded, RenderQueue } from '../../src/server/renderQueue.server';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Resolves pending promise callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('RenderQueue', () => {
  it('runs `concurrency` renders at once, queues `maxWaiting` more, refuses the rest at once', async () => {
    const queue = new RenderQueue(1, 2);
    const first = await queue.acquire();
    const granted: string[] = [];
    void queue.acquire().then((end) => (granted.push('second'), end));
    const third = queue.acquire().then((end) => (granted.push('third'), end));
    expect(queue.full).toBe(true);
    await expect(queue.acquire()).rejects.toBeInstanceOf(Overloaded);
    await settle();
    expect(granted).toEqual([]);
    first();
    await settle();
    expect(granted).toEqual(['second']);
    expect(queue.full).toBe(false);
    void third;
  });

  it('ends a turn once, however often it is ended', async () => {
    const queue = new RenderQueue(1, 0);
    const end = await queue.acquire();
    end();
    end();
    const next = await queue.acquire();
    await expect(queue.acquire()).rejects.toBeInstanceOf(Overloaded);
    next();
  });

  it('keeps renders to their share of the time: the slot rests after each turn in proportion to it', async () => {
    const queue = new RenderQueue(1, 5, 0.25);
    const end = await queue.acquire();
    let nextStarted = false;
    void queue.acquire().then(() => (nextStarted = true));
    // A turn of 10 ms at a share of a quarter: 30 ms of rest before the next render.
    await vi.advanceTimersByTimeAsync(10);
    end();
    await vi.advanceTimersByTimeAsync(29);
    expect(nextStarted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(nextStarted).toBe(true);
  });

  it('frees the slot at once when nobody waits, whatever the share', async () => {
    const queue = new RenderQueue(1, 0, 0.25);
    const end = await queue.acquire();
    await vi.advanceTimersByTimeAsync(10);
    expect(queue.full).toBe(true);
    end();
    expect(queue.full).toBe(false);
    const next = await queue.acquire();
    next();
  });

  it('gives the slot straight on with a share of 1', async () => {
    const queue = new RenderQueue(1, 5, 1);
    const end = await queue.acquire();
    let nextStarted = false;
    void queue.acquire().then(() => (nextStarted = true));
    await vi.advanceTimersByTimeAsync(50);
    end();
    await settle();
    expect(nextStarted).toBe(true);
  });
});
