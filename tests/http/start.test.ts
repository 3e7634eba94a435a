import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildInputsDigest } from '../../scripts/build-inputs.mjs';
import { DIST_DIR, startChildServer } from '../support/childServer';

/**
 * `npm start` against a copy of the build whose stamp says what it was built from. An `npm` of
 * the test's own, first on PATH, records being asked to build and fails, so no test builds.
 */
describe('npm start never serves a build older than the sources', () => {
  let dir: string;
  let built: string;
  let fakeNpm: string;
  const npmCalls = () => (existsSync(join(dir, 'npm-calls')) ? readFileSync(join(dir, 'npm-calls'), 'utf8') : '');
  const env = () => ({ ...process.env, DIST_DIR: built, PATH: `${join(dir, 'bin')}:${process.env.PATH}`, PORT: '0', LOG_LEVEL: 'info' });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'scan-start-'));
    built = join(dir, 'dist');
    cpSync(DIST_DIR, built, { recursive: true });
    fakeNpm = join(dir, 'bin', 'npm');
    mkdirSync(join(dir, 'bin'));
    writeFileSync(fakeNpm, `#!/bin/sh\necho "$*" >> "${join(dir, 'npm-calls')}"\nexit 3\n`);
    chmodSync(fakeNpm, 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds first when the sources changed since the build, saying so in one line', () => {
    writeFileSync(join(built, BUILD_STAMP), 'a build of other sources');
    const start = spawnSync('node', ['scripts/start.mjs'], { env: env(), encoding: 'utf8', timeout: 60_000 });
    expect(start.stdout.trim()).toBe(`The build in ${built} is older than the sources: running npm run build first.`);
    expect(npmCalls()).toBe('run build\n');
    // The build failed: nothing is served.
    expect(start.status).toBe(3);
  });

  it('builds first when there is no build', () => {
    rmSync(join(dir, 'npm-calls'), { force: true });
    const start = spawnSync('node', ['scripts/start.mjs'], {
      env: { ...env(), DIST_DIR: join(dir, 'nothing') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(start.stdout.trim()).toBe(`No production build in ${join(dir, 'nothing')}: running npm run build first.`);
    expect(npmCalls()).toBe('run build\n');
  });

  it('serves at once a build made from the sources as they are', async () => {
    rmSync(join(dir, 'npm-calls'), { force: true });
    writeFileSync(join(built, BUILD_STAMP), buildInputsDigest());
    const server = await startChildServer(['node', ['scripts/start.mjs']], { DIST_DIR: built, PATH: env().PATH });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(npmCalls()).toBe('');
    } finally {
      server.kill();
    }
  });
});
