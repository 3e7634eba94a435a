// `npm run size`: the JavaScript each route loads before it is interactive (the client entry's
// static import closure plus the route page's), compressed as served, read from Vite's build
// manifest; and what loads right after hydration starts (deferred sections, decision 005).
// Then every fixed document's Brotli size, from the production build's server (scripts/document-report.ts).
// Fails when `/` or any other route exceeds its budget, or a document the first flight.
//
//   npm run size            the table; exit 1 over budget
//   npm run size -- --json  the same figures as JSON
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { chunkClosure, hydrationPlan } from '../src/app/hydrationPlan';
import { CLIENT_ENTRY, PAGES_DIR, pageModule } from '../src/app/modules';
import { localizedPath, locales } from '../src/i18n/locales';
import { SAMPLE_INVITE_CODE } from '../src/content/invite';
import { invitePath, inviteRoute, routes } from '../src/routes';
import { DOCUMENT_BUDGET_BYTES, documentReport } from './document-report';
import { serveBuild } from './serve-build.mjs';

/** First-load JavaScript budget of `/` in every language, gzip (issue 36). */
export const HOME_BUDGET_BYTES = 95 * 1024;
/** First-load JavaScript budget of every other route in every language, an invite page included, gzip (issue 36). */
export const ROUTE_BUDGET_BYTES = 105 * 1024;

export interface RouteRow {
  path: string;
  page: string;
  /** URL paths of the route's first-load files. */
  files: string[];
  sharedBytes: number;
  pageBytes: number;
  totalBytes: number;
  /** Loaded once hydration starts: the route's deferred sections. */
  deferredBytes: number;
}

export interface BundleReport {
  budgetBytes: number;
  sharedFiles: string[];
  rows: RouteRow[];
}

export async function bundleReport(distDir = resolve(process.env.DIST_DIR ?? 'dist')): Promise<BundleReport> {
  const clientDir = join(distDir, 'client');
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No client build in ${clientDir}: run npm run build`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // What the server lists in each document's boot data (src/app/hydrationPlan.ts).
  const filesOf = hydrationPlan(manifest, Object.keys(manifest));

  const gzipped = new Map<string, number>();
  /** Bytes on the wire with gzip: the build's .gz sibling, or the file compressed the same way. */
  const gzipBytes = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      const path = join(clientDir, file);
      size = existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(readFileSync(path), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const bytesOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));

  /** Chunks the page imports dynamically (its deferred sections), beyond its first load. */
  const deferredFiles = (pageKey: string, firstLoad: Set<string>) => {
    const deferred = new Set<string>();
    for (const file of chunkClosure(manifest, pageKey)) {
      for (const key of manifest[keyOfFile.get(file)!]?.dynamicImports ?? []) {
        if (key === pageKey || key.startsWith(`${PAGES_DIR}/`)) continue;
        for (const loaded of chunkClosure(manifest, key)) if (!firstLoad.has(loaded)) deferred.add(loaded);
      }
    }
    return deferred;
  };

  const shared = chunkClosure(manifest, CLIENT_ENTRY);
  const sharedBytes = bytesOf(shared);
  // Every route in every language, and an invite page: the entry, its page's code and its language's words.
  const pages = [...routes.map((route) => ({ route, path: route.path })), { route: inviteRoute, path: invitePath(SAMPLE_INVITE_CODE) }];
  const rows = locales
    .flatMap((locale) => pages.map(({ route, path }) => ({ route, locale, path: localizedPath(locale, path) })))
    .map(({ route, locale, path }) => {
      const { modules, preloads } = filesOf(route, locale.code);
      const files = new Set([...modules, ...preloads]);
      const totalBytes = bytesOf(files);
      return {
        path,
        page: route.page,
        files: [...files].sort(),
        sharedBytes,
        pageBytes: totalBytes - sharedBytes,
        totalBytes,
        deferredBytes: bytesOf(deferredFiles(pageModule(route.page), files)),
      };
    });
  return { budgetBytes: HOME_BUDGET_BYTES, sharedFiles: [...shared].sort(), rows };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await bundleReport();
  const homes = report.rows.filter((row) => locales.some((locale) => row.path === localizedPath(locale, '/')));
  const overRoutes = report.rows.filter((row) => row.totalBytes > ROUTE_BUDGET_BYTES);
  const withinBudget =
    homes.length === locales.length && homes.every((home) => home.totalBytes <= report.budgetBytes) && overRoutes.length === 0;
  const { url, server } = await serveBuild();
  const documents = await documentReport(url).finally(() => server.kill());
  const overDocuments = documents.filter((row) => row.brotliBytes > DOCUMENT_BUDGET_BYTES);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ ...report, documents }, null, 2));
  } else {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('First-load JavaScript per route, gzip\n');
    console.table(
      Object.fromEntries(
        report.rows.map((row) => [
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
    for (const home of homes)
      console.log(`${home.path} loads ${kb(home.totalBytes)} of JavaScript, words included (budget ${kb(report.budgetBytes)})`);
    const largest = report.rows.reduce((most, row) => (row.totalBytes > most.totalBytes ? row : most));
    console.log(`the largest route, ${largest.path}, loads ${kb(largest.totalBytes)} (budget ${kb(ROUTE_BUDGET_BYTES)} for every route)`);
    for (const row of overRoutes) console.log(`${row.path} loads ${kb(row.totalBytes)}: over the ${kb(ROUTE_BUDGET_BYTES)} budget`);
    const [largestDocument] = documents;
    console.log(
      `the largest of ${documents.length} fixed documents, ${largestDocument!.location}, is ${largestDocument!.brotliBytes} B with Brotli (budget ${DOCUMENT_BUDGET_BYTES} B, the first flight)`,
    );
    for (const row of overDocuments) console.log(`${row.location} is ${row.brotliBytes} B with Brotli: over the first flight`);
    console.log(withinBudget && overDocuments.length === 0 ? 'OK' : 'OVER BUDGET');
  }
  process.exitCode = withinBudget && overDocuments.length === 0 ? 0 : 1;
}
