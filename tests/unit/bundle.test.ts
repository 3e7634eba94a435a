import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { bundleReport } from '../../scripts/bundle-report';

const report = await bundleReport();

describe('first-load JavaScript (npm run size)', () => {
  it('reports every route of the table', () => {
    expect(report.rows.map((row) => row.path)).toEqual(routes.map((route) => route.path));
  });

  it('keeps / within the 105 KB gzip budget', () => {
    const home = report.rows.find((row) => row.path === '/')!;
    expect(home.totalBytes).toBeLessThanOrEqual(report.budgetBytes);
    expect(report.budgetBytes).toBe(105 * 1024);
  });

  it('keeps each page in its own chunk, out of the shared entry closure', () => {
    for (const row of report.rows) {
      const pageChunk = row.files.find((file) => file.startsWith(`/assets/${row.page}-`));
      expect(pageChunk, row.path).toBeDefined();
      expect(report.sharedFiles).not.toContain(pageChunk);
    }
  });

  it('loads the home page sections below the fold after hydration starts, not before', () => {
    expect(report.rows.find((row) => row.path === '/')!.deferredBytes).toBeGreaterThan(0);
  });
});
