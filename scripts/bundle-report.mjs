// `npm run size`: the JavaScript each route loads before it is interactive (the client
// entry's static import closure plus the route page's), gzip-compressed as served, read
// from Vite's build manifest. Fails when `/` exceeds its budget (docs/decisions/004).
//
//   node scripts/bundle-report.mjs           table, exit 1 over budget
//   node scripts/bundle-report.mjs --json    the same figures as JSON (tests read this)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** First-load JavaScript budget of `/`, gzip (GUIDE.md). */
export const HOME_BUDGET_BYTES = 105 * 1024;
const CLIENT_ENTRY = 'src/entry-client.tsx';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const clientDir = join(distDir, 'client');
const manifestPath = join(clientDir, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No client build manifest at ${manifestPath}: build first (npm run build).`);
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const { routes, pageModuleId } = await import(pathToFileURL(join(distDir, 'server', 'entry-server.js')).href);

/** Files of a manifest chunk and everything it imports statically. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const gzipCache = new Map();
/** Bytes on the wire with gzip: the build's .gz sibling, or the file compressed the same way. */
function gzipBytes(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    const path = join(clientDir, file);
    size = existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const shared = closure(CLIENT_ENTRY);
const sharedBytes = [...shared].reduce((sum, file) => sum + gzipBytes(file), 0);

const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/**
 * Chunks a page imports dynamically (its deferred sections, docs/decisions/005): not part of
 * the first load, fetched once hydration reaches them.
 */
function deferredFiles(pageKey, firstLoad) {
  const deferred = new Set();
  for (const file of closure(pageKey)) {
    for (const key of manifest[keyOfFile.get(file)]?.dynamicImports ?? []) {
      if (key === pageKey || key.startsWith('src/pages/')) continue;
      for (const loaded of closure(key)) if (!firstLoad.has(loaded)) deferred.add(loaded);
    }
  }
  return deferred;
}

const rows = routes.map((route) => {
  const files = closure(pageModuleId(route.page), new Set(shared));
  const pageFiles = [...files].filter((file) => !shared.has(file));
  const totalBytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  const deferredBytes = [...deferredFiles(pageModuleId(route.page), files)].reduce((sum, file) => sum + gzipBytes(file), 0);
  return {
    deferredBytes,
    path: route.path,
    page: route.page,
    files: [...files].sort(),
    sharedBytes,
    pageBytes: totalBytes - sharedBytes,
    pageFiles: pageFiles.length,
    totalBytes,
  };
});

const home = rows.find((row) => row.path === '/');
const withinBudget = home !== undefined && home.totalBytes <= HOME_BUDGET_BYTES;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetBytes: HOME_BUDGET_BYTES, sharedFiles: [...shared].sort(), rows }, null, 2));
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`First-load JavaScript per route, gzip (${distDir})\n`);
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        row.path,
        {
          page: row.page,
          shared: kb(row.sharedBytes),
          page_only: kb(row.pageBytes),
          total: kb(row.totalBytes),
          after_hydration_starts: row.deferredBytes ? kb(row.deferredBytes) : '',
        },
      ]),
    ),
  );
  console.log('\nShared chunks (entry closure):');
  for (const file of [...shared].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
    console.log(`  ${kb(gzipBytes(file)).padStart(9)}  ${file}`);
  }
  console.log(
    `\n/ loads ${home ? kb(home.totalBytes) : 'nothing'} of JavaScript (budget ${kb(HOME_BUDGET_BYTES)}): ${withinBudget ? 'OK' : 'OVER BUDGET'}`,
  );
}

process.exitCode = withinBudget ? 0 : 1;
