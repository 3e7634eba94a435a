import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildInputsDigest, buildState } from '../../scripts/build-inputs.mjs';

describe('whether a build is older than its sources (npm start)', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'scan-build-inputs-'));
    write('src/app/App.tsx', 'export const App = 1;\n');
    write('public/favicon.svg', '<svg/>');
    write('package.json', '{}');
    write('dist/server/server.js', '');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const state = () => buildState(join(root, 'dist'), root);

  it('is current when its stamp names the sources as they are, and stale once any of them changes', () => {
    expect(state()).toBe('stale');
    write(`dist/${BUILD_STAMP}`, buildInputsDigest(root));
    expect(state()).toBe('current');
    write('src/app/App.tsx', 'export const App = 2;\n');
    expect(state()).toBe('stale');
    write(`dist/${BUILD_STAMP}`, buildInputsDigest(root));
    write('src/pages/New.tsx', 'export default 1;\n');
    expect(state()).toBe('stale');
    write(`dist/${BUILD_STAMP}`, buildInputsDigest(root));
    write('package.json', '{"dependencies":{}}');
    expect(state()).toBe('stale');
  });

  it('ignores what is not a source: the build itself, reports, notes', () => {
    write(`dist/${BUILD_STAMP}`, buildInputsDigest(root));
    write('dist/client/new.js', '');
    write('reports/x.json', '{}');
    write('docs/notes.md', '#');
    expect(state()).toBe('current');
  });

  it('is missing without a server bundle, and current without sources beside it (a copy of dist alone)', () => {
    rmSync(join(root, 'dist'), { recursive: true });
    expect(state()).toBe('missing');
    write('dist/server/server.js', '');
    rmSync(join(root, 'src'), { recursive: true });
    expect(state()).toBe('current');
  });
});
