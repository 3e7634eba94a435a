import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefusalLog } from '../../src/server/refusalLog.server';

describe('the refusal log', () => {
  let lines: string[];
  let refusals: RefusalLog;
  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
    refusals = new RefusalLog(pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }));
  });
  afterEach(() => vi.useRealTimers());

  const written = () => lines.map((line) => JSON.parse(line) as { level: number; refusal: string; refused: number; msg: string });
  const total = (refusal: string) => written().reduce((sum, line) => (line.refusal === refusal ? sum + line.refused : sum), 0);

  it('writes the first refusal at once, then one line a second with how many followed, adding up to all of them', () => {
    for (let i = 0; i < 1_000; i += 1) refusals.add('renders');
    expect(written()).toEqual([expect.objectContaining({ level: 40, refusal: 'renders', refused: 1 })]);
    vi.advanceTimersByTime(1_000);
    expect(written().at(-1)).toMatchObject({ refusal: 'renders', refused: 999 });
    for (let i = 0; i < 500; i += 1) refusals.add('renders');
    vi.advanceTimersByTime(1_000);
    expect(written().map((line) => line.refused)).toEqual([1, 999, 500]);
    // A quiet second ends the count; the next refusal is written at once again.
    vi.advanceTimersByTime(1_000);
    expect(lines).toHaveLength(3);
    refusals.add('renders');
    expect(written().at(-1)).toMatchObject({ refused: 1 });
    expect(total('renders')).toBe(1_501);
  });

  it('counts each kind apart, in lines under 300 bytes without a stack', () => {
    for (let i = 0; i < 10; i += 1) {
      refusals.add('renders');
      refusals.add('pipelining');
    }
    vi.advanceTimersByTime(1_000);
    expect(total('renders')).toBe(10);
    expect(total('pipelining')).toBe(10);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThan(300);
      expect(line).not.toMatch(/stack|"err"/);
    }
  });

  it('writes what it counted but had not written when flushed, as the server does before it exits', () => {
    for (let i = 0; i < 5; i += 1) refusals.add('renders');
    refusals.flush();
    expect(total('renders')).toBe(5);
    vi.advanceTimersByTime(5_000);
    expect(total('renders')).toBe(5);
  });
});
