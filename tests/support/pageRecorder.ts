/**
 * What a page reports about itself, recorded from before its first script: the same script in
 * every engine (an init script in Chromium and Firefox, injected first into each document in
 * WebKit, whose WebDriver has no init scripts).
 */
export interface PageRecord {
  /** `console.error` calls, uncaught errors and unhandled rejections. */
  errors: string[];
  /** `securitypolicyviolation` events: directive and blocked URI. */
  cspViolations: string[];
  /** Elements whose load failed (an `error` event on a script, link, image…): tag, rel and URL. */
  failedLoads: string[];
}

export const RECORD_KEY = '__pageRecord';

/**
 * Runs in the page: browser globals only, no closure over module scope, and no named inner
 * function (tsx would wrap it in a helper the page does not have).
 */
function recordPage(key: string): void {
  const scope = window as unknown as Record<string, PageRecord | undefined>;
  if (scope[key]) return;
  const record: PageRecord = { errors: [], cspViolations: [], failedLoads: [] };
  scope[key] = record;
  document.addEventListener('securitypolicyviolation', (event) => {
    record.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
  window.addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) {
        record.errors.push(event.message);
        return;
      }
      const target = event.target;
      if (!(target instanceof Element)) return;
      const url = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
      record.failedLoads.push(`${target.localName}${target.getAttribute('rel') ? ` rel=${target.getAttribute('rel')}` : ''} ${url}`);
    },
    // Load errors do not bubble: only a capturing listener sees them.
    true,
  );
  window.addEventListener('unhandledrejection', (event) =>
    record.errors.push(`unhandled rejection: ${event.reason instanceof Error ? event.reason.message : String(event.reason)}`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    record.errors.push(args.map((value) => (value instanceof Error ? value.message : String(value))).join(' '));
    consoleError(...args);
  };
}

/** The recorder as a script's source. */
export const RECORDER_SCRIPT = `(${recordPage.toString()})(${JSON.stringify(RECORD_KEY)})`;

/** Runs in the page: the record so far, or null in a document the recorder never ran in. */
export function readRecord(key: string): PageRecord | null {
  return (window as unknown as Record<string, PageRecord | undefined>)[key] ?? null;
}
