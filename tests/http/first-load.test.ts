import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizedPath, locales } from '../../src/i18n/locales';
import { SAMPLE_INVITE_CODE } from '../../src/content/invite';
import { invitePath, routes } from '../../src/routes';
import { bundleReport, ROUTE_BUDGET_BYTES } from '../../scripts/bundle-report';
import { DOCUMENT_BUDGET_BYTES, documentReport } from '../../scripts/document-report';
import { clientDir } from '../support/clientBuild';
import { sharedSiteUrl } from '../support/server';

const report = await bundleReport();

describe('first-load JavaScript (npm run size)', () => {
  it('reports every route of the table and an invite page, in every language', () => {
    expect(report.rows.map((row) => row.path)).toEqual(
      locales.flatMap((locale) =>
        [...routes.map((route) => route.path), invitePath(SAMPLE_INVITE_CODE)].map((path) => localizedPath(locale, path)),
      ),
    );
  });

  it.each(locales.map((locale) => [localizedPath(locale, '/')] as const))('keeps %s within the 95 KB gzip budget', (home) => {
    const row = report.rows.find((entry) => entry.path === home)!;
    expect(row.totalBytes).toBeLessThanOrEqual(report.budgetBytes);
    expect(report.budgetBytes).toBe(95 * 1024);
  });

  it('keeps every other route, in every language, within the 105 KB gzip budget', () => {
    expect(ROUTE_BUDGET_BYTES).toBe(105 * 1024);
    const over = report.rows.filter((row) => row.totalBytes > ROUTE_BUDGET_BYTES).map((row) => `${row.path} ${row.totalBytes} B`);
    expect(over, 'routes over 105 KB: move what only they use into their page, or behind idle').toEqual([]);
  });

  // Each request costs headers on the wire and a fetch the browser starts on its main thread:
  // the entry carries the libraries and the page frame, and what pages share travels together.
  it('brings each route its first-load code in at most six requests', () => {
    for (const row of report.rows) expect(row.files.length, row.path).toBeLessThanOrEqual(6);
    expect(report.sharedFiles).toHaveLength(1);
  });

  it('keeps each page in its own chunk, out of the shared entry closure', () => {
    for (const row of report.rows) {
      const pageChunk = row.files.find((file) => file.startsWith(`/assets/${row.page}-`));
      expect(pageChunk, row.path).toBeDefined();
      expect(report.sharedFiles).not.toContain(pageChunk);
    }
  });

  // The home page's words all come with its deferred sections (src/pages/Home.tsx): every other
  // route that has words of its own brings them with its first load.
  it("loads a page's words with it, in its language only, never in the shared entry closure", () => {
    const rowOf = (path: string, code: string) =>
      report.rows.find(
        (row) =>
          row.path ===
          localizedPath(
            locales.find((locale) => locale.code === code)!,
            path,
          ),
      )!;
    const withWords = routes.filter((route) => route.messages.length > 0);
    expect(withWords.length).toBeGreaterThan(0);
    for (const route of withWords) {
      for (const locale of locales) {
        const others = locales.filter((other) => other !== locale);
        // Each language's page loads files the others do not: its words.
        const own = rowOf(route.path, locale.code).files.filter(
          (file) => !others.some((other) => rowOf(route.path, other.code).files.includes(file)),
        );
        expect(own.length, `${locale.code} ${route.path}`).toBeGreaterThan(0);
        for (const file of own) expect(report.sharedFiles).not.toContain(file);
      }
    }
  });

  it('loads the home page sections below the fold after hydration starts, not before', () => {
    for (const locale of locales) {
      expect(report.rows.find((row) => row.path === localizedPath(locale, '/'))!.deferredBytes, locale.code).toBeGreaterThan(0);
    }
  });

  // Decision 019: the server encodes the store links' QR codes; pages draw them from the packed
  // modules in the boot data. Every QR encoder carries the table of the alphanumeric mode.
  it('never sends the browser a QR encoder, which only the server bundle carries', () => {
    const QR_ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
    const scripts = readdirSync(join(clientDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect(readFileSync(join(clientDir, 'assets', file), 'utf8'), file).not.toContain(QR_ALPHANUMERIC);
    const serverDir = resolve(clientDir, '..', 'server');
    const serverBundle = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(serverBundle.some((file) => readFileSync(join(serverDir, file), 'utf8').includes(QR_ALPHANUMERIC))).toBe(true);
  });
});

describe('every fixed document within the first flight (npm run size)', () => {
  it('sends each route’s document and each not-found page, in every language, in 10 TCP segments or fewer with Brotli', async () => {
    const documents = await documentReport(sharedSiteUrl());
    expect(documents.length).toBe(locales.length * (routes.length + 2));
    const over = documents.filter((row) => row.brotliBytes > DOCUMENT_BUDGET_BYTES).map((row) => `${row.location} ${row.brotliBytes} B`);
    expect(over, `documents over ${DOCUMENT_BUDGET_BYTES} B: less markup per section, or defer what is below the fold`).toEqual([]);
  });
});
