// What the two checks of the production image share: scripts/docker-runtime-check.mjs (the
// runtime stage performed outside a container) and scripts/image-check.mjs (the real image,
// built and run with podman).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** What the runtime stage may add to its base image, in bytes (podman's MB are 10^6 bytes). */
export const RUNTIME_STAGE_BUDGET = 25_000_000;

export const megabytes = (bytes) => (bytes < 1e5 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);

/** The Dockerfile's runtime stage, continuation lines joined. */
export function runtimeStage(dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8')) {
  const joined = dockerfile.replace(/\\\n/g, ' ');
  const start = joined.search(/^FROM \S+ AS runtime$/m);
  if (start === -1) throw new Error('Dockerfile has no `FROM … AS runtime` stage');
  const text = joined.slice(start);
  const instructions = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, keyword, args] = line.match(/^(\S+)\s*(.*)$/);
      return { keyword: keyword.toUpperCase(), args };
    });
  const execForm = (keyword) => {
    const found = instructions.find((instruction) => instruction.keyword === keyword);
    const json = found?.args.match(/(\[.*\])\s*$/);
    if (!json) throw new Error(`Dockerfile runtime stage has no ${keyword} in exec form`);
    return JSON.parse(json[1]);
  };
  return { text, instructions, cmd: execForm('CMD'), healthcheck: execForm('HEALTHCHECK') };
}

/** Packages the server bundle may leave to node_modules, each with its reason (vite.config.ts). */
export const serverExternals = JSON.parse(readFileSync(join(root, 'server-externals.json'), 'utf8'));

const files = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** Number of files and bytes under a folder (what a COPY of it adds to a layer, give or take metadata). */
export function folderSize(dir) {
  const all = files(dir);
  return { files: all.length, bytes: all.reduce((sum, file) => sum + statSync(file).size, 0) };
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\b(?:__)?require\s*\(\s*|^\s*import\s*)(["'])([^"'\n]+)\1/g;
/** Bundled libraries keep their doc comments, whose usage examples name packages. */
const COMMENT_LINE = /^\s*(?:\*|\/\*|\/\/)/;

/**
 * Every module specifier the server bundle names that is neither relative nor a Node built-in:
 * `import … from`, `export … from`, `import()` and the `require()` calls left in bundled
 * CommonJS. Each maps to the files that name it.
 */
export function bundleImports(serverDir) {
  const external = new Map();
  for (const file of files(serverDir).filter((name) => /\.[cm]?js$/.test(name))) {
    const code = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !COMMENT_LINE.test(line));
    for (const [, , specifier] of code.flatMap((line) => [...line.matchAll(SPECIFIER)])) {
      if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) continue;
      const name = specifier.startsWith('@') ? specifier.split('/', 2).join('/') : specifier.split('/', 1)[0];
      if (!external.has(name)) external.set(name, new Set());
      external.get(name).add(relative(serverDir, file));
    }
  }
  return external;
}

/** Fails unless the bundle imports only Node built-ins and the packages server-externals.json lists. */
export function assertSelfContained(serverDir) {
  const imports = bundleImports(serverDir);
  const unlisted = [...imports.keys()].filter((name) => !(name in serverExternals));
  if (unlisted.length > 0) {
    const where = unlisted.map((name) => `${name} (${[...imports.get(name)].join(', ')})`).join('; ');
    throw new Error(`the server bundle imports packages it does not carry: ${where}`);
  }
  return [...imports.keys()];
}

/**
 * The keys that occur more than once in one object of a JSON text. JSON.parse keeps the last
 * and says nothing, so log lines are checked on their text.
 */
export function duplicateKeys(text) {
  const duplicates = [];
  // One entry per open container: the keys seen so far for an object, null for an array.
  const open = [];
  let expectingKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const keys = open.at(-1);
      if (keys && expectingKey) {
        const key = JSON.parse(text.slice(i, end + 1));
        if (keys.has(key)) duplicates.push(key);
        keys.add(key);
        expectingKey = false;
      }
      i = end;
    } else if (char === '{') {
      open.push(new Set());
      expectingKey = true;
    } else if (char === '[') {
      open.push(null);
    } else if (char === '}' || char === ']') {
      open.pop();
      expectingKey = false;
    } else if (char === ',') {
      expectingKey = open.at(-1) instanceof Set;
    }
  }
  return duplicates;
}

/** Fails unless every line is a JSON object naming each key once; returns the parsed lines. */
export function assertLogLines(output) {
  const lines = output.split('\n').filter((line) => line.trim());
  return lines.map((line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      throw new Error(`log line is not JSON: ${line}`);
    }
    const duplicates = duplicateKeys(line);
    if (duplicates.length > 0) throw new Error(`log line names ${duplicates.join(', ')} more than once: ${line}`);
    return entry;
  });
}

/**
 * Polls `url` every 10 ms until it answers 200 and resolves with the time it did (Date.now(),
 * so that it compares with a container's start time); rejects after `timeoutMs`.
 */
export async function firstOk(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (res) => res.arrayBuffer().then(() => res.status),
      () => 0,
    );
    if (status === 200) return Date.now();
    if (status) last = String(status);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`GET ${url} did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}

/** GET a path and return the status, the body read and discarded. */
export const statusOf = (url) => fetch(url).then((res) => res.arrayBuffer().then(() => res.status));
