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
 * more at a time adds no throughput: it only delays every stored document behind them.
 */
export class RenderQueue {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Resolves with the function that ends this render's turn; rejects with Overloaded when full. */
  acquire(): Promise<() => void> {
    if (this.#running < this.concurrency) {
      this.#running += 1;
      return Promise.resolve(this.#turn());
    }
    if (this.#waiting.length >= this.maxWaiting) return Promise.reject(new Overloaded());
    return new Promise((resolve) => this.#waiting.push(() => resolve(this.#turn())));
  }

  #turn(): () => void {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = this.#waiting.shift();
      // The turn passes straight to the next in line; only an empty line frees the slot.
      if (next) next();
      else this.#running -= 1;
    };
  }
}
