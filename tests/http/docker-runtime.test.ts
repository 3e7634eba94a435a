import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

it('runs the Dockerfile runtime stage outside Docker: npm ci --omit=dev, CMD, HEALTHCHECK, SIGTERM', async () => {
  const { stdout } = await run('node', ['scripts/docker-runtime-check.mjs'], { timeout: 180_000 });
  expect(stdout).toContain('GET / answered 200');
  expect(stdout).toContain('HEALTHCHECK passed');
  expect(stdout).toContain('SIGTERM: exit code 0');
  expect(stdout.trim().endsWith('OK')).toBe(true);
}, 200_000);
