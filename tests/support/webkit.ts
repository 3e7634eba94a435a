import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Builder, error as seleniumError, Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from './childServer';
import { findTarget, targetArgs, type Engine, type PageDriver, type Target } from './engine';
import { RECORDER_SCRIPT } from './pageRecorder';

/**
 * WebKit: WebKitGTK's MiniBrowser (the engine of Safari) driven by Debian's WebKitWebDriver
 * through selenium-webdriver, on an Xvfb screen of its own (MiniBrowser has no headless mode).
 *
 * Classic WebDriver has no init scripts and no console, so the page recorder is injected as the
 * first script of every document by a proxy in front of the app, which adds the script's hash to
 * the Content-Security-Policy and changes nothing else.
 */
export interface WebKitEngine extends Engine {
  /**
   * What WebKit itself writes to the console while loading a path of the site (up to the load
   * event), CSP parser warnings included: a MiniBrowser without automation, which alone honours
   * `--enable-write-console-messages-to-stdout`.
   */
  consoleMessages(path: string): Promise<string[]>;
}

export interface WebKitPaths {
  driver: string;
  browser: string;
  xvfb: string;
}

/**
 * MiniBrowser's toolbar buttons keep its window at least 447 px wide, wider than a phone: without
 * their padding the window goes down to about 320 px. GTK reads this from XDG_CONFIG_HOME.
 */
const GTK_STYLESHEET = 'button { padding: 0; min-width: 0; }\n';

/** Large enough for a 1280 × 900 viewport under MiniBrowser's toolbar. */
const SCREEN = '1920x1200x24';

const STARTUP_MS = 15_000;

export async function launchWebKit(paths: WebKitPaths, siteUrl: string): Promise<WebKitEngine> {
  const home = mkdtempSync(join(tmpdir(), 'scan-webkit-'));
  mkdirSync(join(home, 'config', 'gtk-3.0'), { recursive: true });
  writeFileSync(join(home, 'config', 'gtk-3.0', 'gtk.css'), GTK_STYLESHEET);
  const proxy = await startInjectingProxy(siteUrl, RECORDER_SCRIPT);
  const children: ChildProcess[] = [];
  // Should the run end without afterAll, leave no browser behind.
  const killChildren = () => {
    for (const child of [...children].reverse()) killGroup(child);
  };
  process.once('exit', killChildren);
  const stop = async () => {
    await proxy.close();
    process.off('exit', killChildren);
    killChildren();
    await Promise.all(children.map(exited));
    // A web process may still be writing its caches as it goes.
    rmSync(home, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  try {
    const xvfb = await startXvfb(paths.xvfb);
    children.push(xvfb.process);
    const env: NodeJS.ProcessEnv = {
      // No GPU here: accelerated compositing would run on Mesa's software GL, compiling its
      // shaders afresh in each run's empty cache, and frames (screenshots too) would lag by a
      // second or more. Painting with the CPU, like headless Chromium's --disable-gpu, keeps
      // up. WEBKIT_DISABLE_COMPOSITING_MODE=0 in the environment composites anyway.
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      ...process.env,
      DISPLAY: `:${xvfb.display}`,
      GDK_BACKEND: 'x11',
      WAYLAND_DISPLAY: '',
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_CACHE_HOME: join(home, 'cache'),
      XDG_DATA_HOME: join(home, 'data'),
      // No accessibility bus to wait for.
      NO_AT_BRIDGE: '1',
    };
    const driverPort = await freePort();
    const driverProcess = spawn(paths.driver, ['--host=127.0.0.1', `--port=${driverPort}`], {
      env,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(driverProcess);
    const driverUrl = `http://127.0.0.1:${driverPort}`;
    await waitForDriver(driverUrl, driverProcess);
    const driver = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: paths.browser, args: ['--automation'] },
      })
      .build();
    const windows = new WindowSwitch(driver, await driver.getWindowHandle());
    const chrome = { width: 0, height: 0 };

    return {
      name: 'webkit',
      siteUrl: proxy.url,
      newPage: (options) => openPage(driver, windows, chrome, proxy.url, options.width, options.height ?? 800),
      consoleMessages: (path) => consoleMessages(paths.browser, env, `${siteUrl}${path}`),
      async close() {
        await driver.quit().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Each page is a MiniBrowser window of the one session: commands go to the window in front. */
class WindowSwitch {
  #current: string;

  constructor(
    readonly driver: WebDriver,
    readonly home: string,
  ) {
    this.#current = home;
  }

  async open(): Promise<string> {
    await this.driver.switchTo().newWindow('window');
    this.#current = await this.driver.getWindowHandle();
    return this.#current;
  }

  async to(handle: string) {
    if (this.#current === handle) return;
    await this.driver.switchTo().window(handle);
    this.#current = handle;
  }

  async close(handle: string) {
    await this.to(handle);
    await this.driver.close();
    await this.to(this.home);
  }
}

async function openPage(
  driver: WebDriver,
  windows: WindowSwitch,
  chrome: { width: number; height: number },
  siteUrl: string,
  width: number,
  height: number,
): Promise<PageDriver> {
  const handle = await windows.open();
  // A script that meets the page's unload (a form that opens a mail draft navigates MiniBrowser to
  // it, below) never finishes: WebKitWebDriver answers NoSuchFrameError, and the script runs again
  // in the document that replaced it.
  const run = async (source: string, args: unknown[]): Promise<unknown> => {
    for (let attempt = 0; ; attempt += 1) {
      await windows.to(handle);
      try {
        return await driver.executeScript(`return (${source}).apply(null, arguments)`, ...args);
      } catch (error) {
        if (!(error instanceof seleniumError.NoSuchFrameError) || attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  // The session's windows share storage: a page starts with none of the site's.
  await driver.get(`${siteUrl}/robots.txt`);
  await run('() => { localStorage.clear(); sessionStorage.clear(); }', []);
  await setViewport(driver, run, chrome, width, height);

  const element = async (target: Target) => {
    const found = (await run(findTarget.toString(), targetArgs(target))) as WebElement | null;
    if (!found) throw new Error(`No element for ${JSON.stringify(target)}`);
    return found;
  };
  const url = async () => {
    await windows.to(handle);
    return driver.getCurrentUrl();
  };
  return {
    async goto(address) {
      await windows.to(handle);
      await driver.get(address);
    },
    url,
    run,
    async click(target) {
      const found = await element(target);
      // WebKitWebDriver's own scrolling can leave an element just past the viewport's edge and then
      // call it not interactable: bring it to the middle first, as a visitor's scroll would.
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' })", found);
      await found.click();
    },
    async press(target, text) {
      await (await element(target)).sendKeys(text);
    },
    async key(key) {
      await windows.to(handle);
      const actions = driver.actions();
      if (key === 'Escape') await actions.sendKeys(Key.ESCAPE).perform();
      else if (key === 'Tab') await actions.sendKeys(Key.TAB).perform();
      else await actions.keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();
    },
    async tap(x, y) {
      await windows.to(handle);
      await driver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform();
    },
    async screenshot() {
      await windows.to(handle);
      return Buffer.from(await driver.takeScreenshot(), 'base64');
    },
    // With no mail client to hand a mailto: URL to, MiniBrowser navigates the page to it (and
    // shows about:blank): the URL is the draft. Unlike Safari's, the page does not stay.
    async mailDrafts() {
      const current = await url();
      return current.startsWith('mailto:') ? [current] : [];
    },
    close: () => windows.close(handle),
  };
}

/** Sizes the window so that the viewport (innerWidth × innerHeight) is the one asked for. */
async function setViewport(
  driver: WebDriver,
  run: (source: string, args: unknown[]) => Promise<unknown>,
  chrome: { width: number; height: number },
  width: number,
  height: number,
) {
  const viewport = async () => (await run('() => [innerWidth, innerHeight]', [])) as [number, number];
  // The page learns its new size a moment after the window takes it: wait for the size asked
  // for, or for one that has held still for a while (the toolbar's share is then known).
  const settled = async () => {
    const started = Date.now();
    let last = await viewport();
    while (Date.now() - started < 2000 && (last[0] !== width || last[1] !== height)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = await viewport();
      if (next[0] === last[0] && next[1] === last[1] && Date.now() - started > 500) break;
      last = next;
    }
    return last;
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    await driver
      .manage()
      .window()
      .setRect({ width: width + chrome.width, height: height + chrome.height });
    const [innerWidth, innerHeight] = await settled();
    if (innerWidth === width && innerHeight === height) return;
    // The window's own parts (the toolbar) take the difference: learn it once.
    const rect = await driver.manage().window().getRect();
    chrome.width = rect.width - innerWidth;
    chrome.height = rect.height - innerHeight;
  }
  const [innerWidth, innerHeight] = await viewport();
  throw new Error(
    `MiniBrowser's viewport is ${innerWidth} × ${innerHeight} px, not ${width} × ${height}: its window did not take that size ` +
      '(the GTK stylesheet in XDG_CONFIG_HOME lets the toolbar shrink below 447 px).',
  );
}

/** Xvfb on the first free display (it picks one and writes its number to fd 3). */
async function startXvfb(path: string): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(path, ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start within ${STARTUP_MS} ms: ${stderr}`)), STARTUP_MS);
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (!written.includes('\n')) return;
      clearTimeout(timer);
      resolve(written.trim());
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}): ${stderr}`));
    });
  });
  return { display, process: child };
}

async function waitForDriver(url: string, child: ChildProcess) {
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${stderr}`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer within ${STARTUP_MS} ms: ${stderr}`);
}

/** Resolves once the child has exited (or after a few seconds: it was sent SIGTERM). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The child and whatever it started (MiniBrowser and its web processes): it leads its own process group. */
function killGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * A proxy in front of the app, on 127.0.0.1, that passes everything through except documents:
 * those get `script` as their first script (after the charset declaration) and its hash in the
 * CSP's script-src, uncompressed.
 */
async function startInjectingProxy(upstream: string, script: string): Promise<{ url: string; close(): Promise<void> }> {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const server = createServer((incoming, outgoing) => {
    const wantsDocument = incoming.method === 'GET' && (incoming.headers.accept ?? '').includes('text/html');
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: new URL(upstream).host };
    if (wantsDocument) headers['accept-encoding'] = 'identity';
    const forward = request(`${upstream}${incoming.url}`, { method: incoming.method, headers }, (response) => {
      const isDocument = wantsDocument && (response.headers['content-type'] ?? '').startsWith('text/html') && response.statusCode !== 304;
      if (!isDocument) {
        outgoing.writeHead(response.statusCode!, response.headers);
        response.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const html = decode(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8');
        const charset = /<meta charset=[^>]*>/i.exec(html);
        const at = charset ? charset.index + charset[0].length : html.indexOf('>', html.indexOf('<head')) + 1;
        const body = Buffer.from(`${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`);
        const { 'content-encoding': _encoding, 'content-length': _length, ...rest } = response.headers;
        const policy = rest['content-security-policy'];
        if (typeof policy === 'string') rest['content-security-policy'] = policy.replace(/(^|;)\s*script-src\b/, `$1script-src ${hash}`);
        outgoing.writeHead(response.statusCode!, { ...rest, 'content-length': body.length });
        outgoing.end(body);
      });
    });
    forward.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/** A MiniBrowser without automation, writing the console out, quitting at the load event. */
function consoleMessages(browser: string, env: NodeJS.ProcessEnv, url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(browser, ['--enable-write-console-messages-to-stdout=true', '--exit-after-load', url], {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The web process writes the console to stderr.
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      killGroup(child);
      reject(new Error(`MiniBrowser did not finish loading ${url} within ${STARTUP_MS} ms`));
    }, STARTUP_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      killGroup(child);
      resolve(output.split('\n').filter((line) => line.includes('CONSOLE')));
    });
  });
}
