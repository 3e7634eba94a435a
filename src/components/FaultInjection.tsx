import { Suspense, use } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Test-only render faults. Only the app factory's `faultInjection` option sets one, which
 * server.ts never passes, so production can never reach them.
 * - `shell`: throws while the shell renders (the server answers 500).
 * - `stream`: fails inside a Suspense boundary after the shell was sent; the browser then
 *   renders the boundary itself, fails again and shows the error boundary's fallback.
 * - `slow`: a boundary after the shell resolves after SLOW_FAULT_MS, so a response stays in
 *   flight that long (graceful shutdown tests).
 * - `hang`: a boundary after the shell never resolves, so only the render timeout or the
 *   client leaving ends the render (abort and timeout tests).
 */
export type FaultInjection = 'shell' | 'stream' | 'slow' | 'hang';

export const SLOW_FAULT_MS = 1500;

export const INJECTED_FAULT_MESSAGE = 'Injected render fault';

let pendingFailure: Promise<never> | undefined;

function failSoon(): Promise<never> {
  pendingFailure ??= new Promise<never>((_, reject) => {
    setTimeout(() => {
      pendingFailure = undefined;
      reject(new Error(INJECTED_FAULT_MESSAGE));
    }, 20);
  });
  return pendingFailure;
}

function StreamFault(): never {
  if (typeof window === 'undefined') use(failSoon());
  throw new Error(INJECTED_FAULT_MESSAGE);
}

/**
 * One delay per request, keyed by its router location (a fresh object per server render), so
 * React's retry after the delay finds the same, now resolved, promise.
 */
const delays = new WeakMap<object, Promise<void>>();

function delayFor(request: object): Promise<void> {
  let delay = delays.get(request);
  if (!delay) {
    delay = new Promise<void>((resolve) => setTimeout(resolve, SLOW_FAULT_MS));
    delays.set(request, delay);
  }
  return delay;
}

function SlowFault() {
  const location = useLocation();
  if (typeof window === 'undefined') use(delayFor(location));
  return null;
}

function HangFault() {
  // A fresh promise per render, so an aborted render leaves nothing attached to a shared one.
  if (typeof window === 'undefined') use(new Promise<never>(() => {}));
  return null;
}

function ShellFault(): never {
  throw new Error(INJECTED_FAULT_MESSAGE);
}

export function Fault({ kind }: { kind: FaultInjection | undefined }) {
  if (kind === 'shell') return <ShellFault />;
  if (kind === 'stream') {
    return (
      <Suspense fallback={null}>
        <StreamFault />
      </Suspense>
    );
  }
  if (kind === 'slow' || kind === 'hang') {
    return <Suspense fallback={null}>{kind === 'slow' ? <SlowFault /> : <HangFault />}</Suspense>;
  }
  return null;
}
