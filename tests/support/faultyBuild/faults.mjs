// Test-only render faults, injected by wrapping the built server entry: the server under test
// is the production server, started on a build folder whose entry-server.js is this wrapper.
// A fault is asked for with a help-centre search, the only place a URL reaches the renderer:
//   /community?q=fault-shell-<n>   the render fails before its shell (the server answers 500)
//   /community?q=fault-stream-<n>  an error is reported after the shell went out
//   /community?q=fault-slow-<n>    the document takes SLOW_FAULT_MS to finish
//   /community?q=fault-hang-<n>    the document never finishes on its own
//   /community?q=fault-crash-<n>   an uncaught exception, outside any request
// Every other location renders normally.
import { PassThrough } from 'node:stream';

export const SLOW_FAULT_MS = 1500;
export const INJECTED_FAULT_MESSAGE = 'Injected render fault';

/**
 * Renders in flight in this process, for tests that prove aborted renders are released. Kept on
 * globalThis: a test runner may load this module once for the server and once for the test.
 */
export const renders = (globalThis.__scanFaultRenders ??= { inFlight: 0 });

const FAULT = /[?&]q=fault-(shell|stream|slow|hang|crash)\b/;

/** A stand-in for React's stream: the head of the real page, the rest when `finish` is called. */
function heldStream(real, options, release) {
  const output = new PassThrough();
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    renders.inFlight -= 1;
    options.onAllReady();
  };
  renders.inFlight += 1;
  setImmediate(() => options.onShellReady());
  let destination;
  return {
    pipe(writable) {
      destination = writable;
      output.pipe(writable);
      output.write('<!DOCTYPE html><html lang="en"><head><title>Held</title></head><body><main>');
      // As React does after each write: a compressing response sends what it has.
      setImmediate(() => writable.flush?.());
      release(() => {
        if (settled) return;
        output.end('<p>Platform Status: Active</p></main></body></html>');
        settle();
      });
      return writable;
    },
    abort(reason) {
      if (settled) return;
      options.onError(reason ?? new Error('aborted'));
      if (destination) output.end('</main></body></html>');
      settle();
      void real;
    },
  };
}

/** The real entry, whose renderer fails as a fault's location asks. */
export function withFaults(real) {
  return {
    ...real,
    async createRenderer(rendererOptions) {
      const renderer = await real.createRenderer(rendererOptions);
      return { ...renderer, render: (page, options) => faultyRender(renderer, page, options) };
    },
  };
}

/** `page` is the request as the server parsed it; its location carries the search that asks for a fault. */
function faultyRender(real, page, options) {
  const kind = FAULT.exec(page.location)?.[1];
  if (kind === undefined) return real.render(page, options);
  if (kind === 'crash') {
    setTimeout(() => {
      throw new Error('deliberate crash for the lifecycle test');
    }, 10);
  }
  if (kind === 'shell') {
    setImmediate(() => options.onShellError(new Error(INJECTED_FAULT_MESSAGE)));
    return { pipe: (writable) => writable, abort() {} };
  }
  if (kind === 'stream') {
    return real.render(page, {
      ...options,
      onShellReady() {
        options.onShellReady();
        options.onError(new Error(INJECTED_FAULT_MESSAGE));
      },
    });
  }
  if (kind === 'slow') return heldStream(real, options, (finish) => setTimeout(finish, SLOW_FAULT_MS));
  // hang, crash: only an abort ends it.
  return heldStream(real, options, () => {});
}
