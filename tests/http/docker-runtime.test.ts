import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

it('runs the Dockerfile runtime stage outside Docker: no node_modules, size budget, CMD, HEALTHCHECK, logs, SIGTERM', async () => {
  const { stdout } = await run('node', ['scripts/docker-runtime-check.mjs'], { timeout: 180_000 });
  expect(stdout).toMatch(/runtime stage adds \d+ files, [\d.]+ MB \(budget 25\.0 MB\)/);
  expect(stdout).toContain('server bundle imports only Node built-ins');
  expect(stdout).toContain('no node_modules');
  expect(stdout).toMatch(/GET \/ answered 200 \(\d+ ms from process start\)/);
  expect(stdout).toContain('GET /forgot-password answered 404');
  expect(stdout).toContain('HEALTHCHECK passed');
  expect(stdout).toMatch(/SIGTERM: exit code 0 after \d+ ms/);
  expect(stdout).toMatch(/\d+ JSON log lines, each key once/);
  expect(stdout.trim().endsWith('OK')).toBe(true);
}, 200_000);
