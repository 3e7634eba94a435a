import { Suspense, use } from 'react';

/**
 * Test-only render faults. Only the app factory's `faultInjection` option sets one, which
 * server.ts never passes, so production can never reach them.
 * - `shell`: throws while the shell renders (the server answers 500).
 * - `stream`: fails inside a Suspense boundary after the shell was sent; the browser then
 *   renders the boundary itself, fails again and shows the error boundary's fallback.
 */
export type FaultInjection = 'shell' | 'stream';

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
  return null;
}
