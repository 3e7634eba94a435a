/** Thrown when a render would have to wait behind more renders than the queue allows. */
export class Overloaded extends Error {
  constructor() {
    super('Too many renders waiting');
  }
}

/**
 * Admission for renders, the server's only expensive work. At most `concurrency` run at once
 * and at most `maxWaiting` wait for a turn; beyond that a request is refused at once (503)
 * rather than queued without bound. Renders are CPU work on the one event loop, so running
 * more at a time adds no throughput: it only delays every stored document behind them. And
 * when renders queue up, they take at most `share` of the time: after a turn of d ms its slot
 * rests d × (1 − share) / share ms before the next one starts, so under a flood of new searches
 * the stored documents keep the rest of the process. A render nobody waits behind frees its
 * slot at once.
 */
export class RenderQueue {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly share = 1,
  ) {}

  /** Whether a render asked for now would be refused. */
  get full(): boolean {
    return this.#running >= this.concurrency && this.#waiting.length >= this.maxWaiting;
  }

  /**
   * Resolves with the function that ends this render's turn; rejects with Overloaded when full,
   * unless the render must not be refused (the warm-up's, one at a time).
   */
  acquire(refusable = true): Promise<() => void> {
    if (this.#running < this.concurrency) {
      this.#running += 1;
      return Promise.resolve(this.#turn());
    }
    if (refusable && this.#waiting.length >= this.maxWaiting) return Promise.reject(new Overloaded());
    return new Promise((resolve) => this.#waiting.push(() => resolve(this.#turn())));
  }

  #turn(): () => void {
    let ended = false;
    const started = performance.now();
    return () => {
      if (ended) return;
      ended = true;
      const rest = ((performance.now() - started) * (1 - this.share)) / this.share;
      if (this.#waiting.length > 0 && rest >= 1) setTimeout(() => this.#pass(), rest);
      else this.#pass();
    };
  }

  /** The slot passes straight to the next in line; only an empty line frees it. */
  #pass() {
    const next = this.#waiting.shift();
    if (next) {
      next();
      return;
    }
    this.#running -= 1;
  }
}
