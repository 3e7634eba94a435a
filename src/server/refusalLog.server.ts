import type { Logger } from 'pino';

/** What the server refuses rather than queue, each logged apart. */
const REFUSALS = {
  renders: 'too many renders waiting: answered 503',
  pipelining: 'too many pipelined requests on one connection: closed it',
} as const;

export type Refusal = keyof typeof REFUSALS;

/**
 * Logs refusals as an operator can read them under a flood: one short warn line (no stack, no
 * request) at the first, then at most one a second per kind saying how many were refused since
 * the line before, so the lines add up to every refusal. Refusing stays cheap: a refusal between
 * two lines only adds one to a count.
 */
export class RefusalLog {
  /** Refusals not written yet, by kind, while that kind's second runs, and the timer that ends it. */
  readonly #pending = new Map<Refusal, { uncounted: number; timer: NodeJS.Timeout }>();

  constructor(
    private readonly logger: Logger,
    private readonly intervalMs = 1_000,
  ) {}

  add(refusal: Refusal): void {
    const pending = this.#pending.get(refusal);
    if (pending) return void (pending.uncounted += 1);
    this.#write(refusal, 1);
    this.#wait(refusal);
  }

  /** Writes what is counted but not written yet: the server calls it once drained, before it exits. */
  flush(): void {
    for (const [refusal, { uncounted, timer }] of this.#pending) {
      clearTimeout(timer);
      if (uncounted > 0) this.#write(refusal, uncounted);
    }
    this.#pending.clear();
  }

  /** Counts refusals of this kind for a second; then writes their number, or stops counting after a quiet second. */
  #wait(refusal: Refusal) {
    const timer = setTimeout(() => {
      const { uncounted } = this.#pending.get(refusal)!;
      this.#pending.delete(refusal);
      if (uncounted === 0) return;
      this.#write(refusal, uncounted);
      this.#wait(refusal);
    }, this.intervalMs).unref();
    this.#pending.set(refusal, { uncounted: 0, timer });
  }

  #write(refusal: Refusal, refused: number) {
    this.logger.warn({ refusal, refused }, REFUSALS[refusal]);
  }
}
