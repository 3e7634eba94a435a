import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, locales } from '../../src/i18n/locales';
import { routes } from '../../src/routes';
import { VISITOR_USER_AGENT } from '../support/browser';
import { BUILT_SERVER, startChildServer, type ChildServer } from '../support/childServer';
import { javaPath } from '../support/java';
import { rawGet } from '../support/rawHttp';
import { testApp } from '../support/server';

/** The checker's jar, as the vnu-jar package exports its path (its own launcher may download a JRE: not used). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const java = javaPath();

/** What the server answers, in the order a visitor meets it. */
interface Answer {
  name: string;
  status: number;
  html: string;
  /** Present on documents answered from memory. */
  etag: string | null;
}

interface Case {
  name: string;
  status: number;
  fetch(server: ChildServer): Promise<Answer>;
}

function get(target: string, status: number, name = target): Case {
  return {
    name,
    status,
    async fetch(server) {
      const res = await fetch(server.url + target, {
        headers: { 'user-agent': VISITOR_USER_AGENT, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
        redirect: 'manual',
      });
      return { name, status: res.status, html: await res.text(), etag: res.headers.get('etag') };
    },
  };
}

const FRESH_SEARCH = '/community?q=token&category=all';

/**
 * Every kind of document the built server answers, `/` first: the first response after start
 * must be as valid as any later one.
 */
const CASES: Case[] = [
  get('/', 200, 'first response after start: /'),
  ...routes.map((route) => get(route.path, 200)),
  get('/forgot-password', 404, 'not found: /forgot-password'),
  // Every route in every other language, and each language's not-found page.
  ...locales
    .filter((locale) => locale.code !== 'en')
    .flatMap((locale) => [
      ...routes.map((route) => get(localizedPath(locale, route.path), 200)),
      get(`${locale.prefix}/forgot-password`, 404, `not found: ${locale.prefix}/forgot-password`),
    ]),
  get('/es/community?q=informacion&category=all', 200, 'search in Spanish: /es/community?q=informacion&category=all'),
  get('/?utm_source=newsletter&utm_medium=email&utm_campaign=launch', 200, 'campaign link: /?utm_…'),
  get('/business?gclid=x', 200, 'ad click: /business?gclid=x'),
  get(FRESH_SEARCH, 200, `search rendered fresh: ${FRESH_SEARCH}`),
  get('/community?q=zzzz-no-match', 200, 'search with no match: /community?q=zzzz-no-match'),
  // A search box cannot hold line breaks, and a document cannot hold control characters.
  get('/community?q=wi%0D%0Afi%01%7F', 200, 'search with control characters: /community?q=wi%0D%0Afi%01%7F'),
  {
    name: `search from memory: ${FRESH_SEARCH}`,
    status: 200,
    async fetch(server) {
      // The fresh render is stored once compressed; ask until the answer is the stored one.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const answer = await get(FRESH_SEARCH, 200, this.name).fetch(server);
        if (answer.etag !== null || Date.now() > deadline) return answer;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  },
  {
    name: 'malformed percent-encoding: /% (400)',
    status: 400,
    async fetch(server) {
      const res = await rawGet(server.url, '/%');
      return { name: this.name, status: res.status, html: res.body, etag: null };
    },
  },
  {
    name: 'wrong method: POST / (405)',
    status: 405,
    async fetch(server) {
      const res = await fetch(`${server.url}/`, { method: 'POST', headers: { 'user-agent': VISITOR_USER_AGENT } });
      return { name: this.name, status: res.status, html: await res.text(), etag: null };
    },
  },
  get('/missing.png', 404, 'missing file: /missing.png (404)'),
  get('/profile/', 301, 'trailing-slash redirect: /profile/ (301)'),
];

/** The 500 document, from the faulty build (tests/support/faultyBuild) since production cannot be made to fail. */
const RENDER_ERROR = 'render error: 500 document';

/** A page with Safari's Smart App Banner tag, which only a configured App Store app id adds (decision 021). */
const SMART_BANNER = 'Smart App Banner: / with APP_STORE_APP_ID set';

/** A document with one known error: proves that the checker ran over the files and that its answer is read. */
const CANARY = {
  name: 'canary',
  html: '<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><p><div>x</div></p></body></html>',
};

interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** Runs the Nu Html Checker once over `files`: one JVM start for every document. */
function checkHtml(files: string[]): Promise<CheckerMessage[]> {
  return new Promise((resolve, reject) => {
    const checker = spawn(java!, ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    checker.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
    checker.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
    checker.once('error', reject);
    checker.once('close', (code) => {
      // The report goes to stderr; the exit status is 1 whenever an error was found.
      try {
        resolve((JSON.parse(output) as { messages: CheckerMessage[] }).messages);
      } catch {
        reject(new Error(`The Nu Html Checker exited with ${code} without a JSON report:\n${output}`));
      }
    });
  });
}

const oneLine = (text: string) => text.replace(/\r?\n/g, '↵');

function describeMessage(message: CheckerMessage): string {
  const where = message.lastLine === undefined ? '' : ` (line ${message.lastLine}, column ${message.firstColumn ?? message.lastColumn})`;
  return `${message.type}${where}: ${oneLine(message.message)}${message.extract ? `\n    …${oneLine(message.extract)}…` : ''}`;
}

describe.skipIf(!java)('HTML validity: the Nu Html Checker finds no error', () => {
  let server: ChildServer;
  let folder: string;
  const answers = new Map<string, Answer>();
  /** Checker messages by document name. */
  const reports = new Map<string, CheckerMessage[]>();

  beforeAll(async () => {
    server = await startChildServer(BUILT_SERVER);
    for (const testCase of CASES) answers.set(testCase.name, await testCase.fetch(server));
    const failing = await request(await testApp({ faults: true })).get('/community?q=fault-shell-1');
    answers.set(RENDER_ERROR, { name: RENDER_ERROR, status: failing.status, html: failing.text, etag: null });
    const banner = await request(await testApp({ env: { APP_STORE_APP_ID: '6450000000' } })).get('/');
    expect(banner.text).toContain('<meta name="apple-itunes-app" content="app-id=6450000000"/>');
    answers.set(SMART_BANNER, { name: SMART_BANNER, status: banner.status, html: banner.text, etag: banner.headers.etag ?? null });

    folder = mkdtempSync(join(tmpdir(), 'scan-html-validity-'));
    const documents = [...answers.values(), CANARY];
    const fileNames = new Map<string, string>();
    const files = documents.map(({ name, html }, index) => {
      const file = join(folder, `${String(index).padStart(2, '0')}.html`);
      writeFileSync(file, html);
      fileNames.set(file, name);
      return file;
    });
    for (const { name } of documents) reports.set(name, []);
    for (const message of await checkHtml(files)) {
      // The checker names a file `file:/tmp/…`.
      const name = message.url === undefined ? undefined : fileNames.get(fileURLToPath(message.url));
      if (name === undefined) throw new Error(`The checker reported on no document of this run: ${describeMessage(message)}`);
      reports.get(name)!.push(message);
    }
  }, 120_000);

  afterAll(() => {
    server?.kill();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('reads the checker’s report (a known error is found)', () => {
    expect(reports.get(CANARY.name)!.map((message) => message.message)).toContainEqual(expect.stringContaining('“p” element'));
  });

  it('answered every document with the expected status, and the repeated search from memory', () => {
    const statuses = Object.fromEntries([...answers.values()].map(({ name, status }) => [name, status]));
    expect(statuses).toEqual({
      ...Object.fromEntries(CASES.map(({ name, status }) => [name, status])),
      [RENDER_ERROR]: 500,
      [SMART_BANNER]: 200,
    });
    expect(answers.get(`search rendered fresh: ${FRESH_SEARCH}`)!.etag).toBeNull();
    expect(answers.get(`search from memory: ${FRESH_SEARCH}`)!.etag).not.toBeNull();
  });

  it.each([...CASES.map(({ name }) => name), RENDER_ERROR, SMART_BANNER])('%s', (name) => {
    const answer = answers.get(name)!;
    expect(answer.html).toMatch(/^<!DOCTYPE html>/i);
    const problems = reports.get(name)!.map(describeMessage);
    expect(problems, `${problems.length} checker message(s) for ${name}:\n${problems.join('\n')}`).toEqual([]);
  });
});
