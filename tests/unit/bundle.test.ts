import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';

interface BundleReport {
  budgetBytes: number;
  sharedFiles: string[];
  rows: { path: string; page: string; files: string[]; totalBytes: number }[];
}

const report = JSON.parse(
  execFileSync(process.execPath, ['scripts/bundle-report.mjs', '--json'], { encoding: 'utf8', env: process.env }),
) as BundleReport;

describe('first-load JavaScript (scripts/bundle-report.mjs)', () => {
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
      const pageChunk = row.files.find((file) => file.startsWith(`assets/${row.page}-`));
      expect(pageChunk, row.path).toBeDefined();
      expect(report.sharedFiles).not.toContain(pageChunk);
    }
  });
});
