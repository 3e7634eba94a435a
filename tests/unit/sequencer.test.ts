import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { expectedDuration, LongestFirst } from '../support/sequencer';

/** A run's files as the sequencer is handed them, with what Vitest remembers of their last run. */
function sorted(files: { file: string; project: string; last?: number }[]) {
  const remembered = new Map(files.map(({ file, project, last }) => [`${project}:${file}`, last]));
  const ctx = {
    config: { root: '/repo' },
    cache: {
      getFileTestResults: (key: string) => (remembered.get(key) === undefined ? undefined : { duration: remembered.get(key) }),
      getFileStats: () => undefined,
    },
  } as unknown as Vitest;
  const specs = files.map(
    ({ file, project }) => ({ moduleId: `/repo/${file}`, project: { name: project } }) as unknown as TestSpecification,
  );
  return new LongestFirst(ctx).sort(specs).then((order) => order.map((spec) => spec.moduleId.slice('/repo/'.length)));
}

describe('the order files reach the workers (tests/support/sequencer.ts)', () => {
  it('on a fresh clone, starts the files that sweep the site first, then browser, HTTP and unit files, whatever the project', async () => {
    expect(
      await sorted([
        { file: 'tests/unit/routes.test.ts', project: 'unit' },
        { file: 'tests/http/seo.test.ts', project: 'build' },
        { file: 'tests/e2e/focus.test.ts', project: 'build' },
        { file: 'tests/e2e/firefox.test.ts', project: 'build:engines' },
        { file: 'tests/e2e/sweep-phones.test.ts', project: 'build' },
      ]),
    ).toEqual([
      // Equal guesses keep the order they came in.
      'tests/e2e/firefox.test.ts',
      'tests/e2e/sweep-phones.test.ts',
      'tests/e2e/focus.test.ts',
      'tests/http/seo.test.ts',
      'tests/unit/routes.test.ts',
    ]);
  });

  it('once Vitest remembers a run, orders by its durations, longest first', async () => {
    expect(
      await sorted([
        { file: 'tests/e2e/sweep-phones.test.ts', project: 'build', last: 60_000 },
        { file: 'tests/http/lifecycle.test.ts', project: 'build', last: 90_000 },
        { file: 'tests/e2e/webkit.test.ts', project: 'build:engines', last: 75_000 },
      ]),
    ).toEqual(['tests/http/lifecycle.test.ts', 'tests/e2e/webkit.test.ts', 'tests/e2e/sweep-phones.test.ts']);
  });

  it('puts the larger of two unknown files of a kind first', () => {
    expect(expectedDuration('tests/http/a.test.ts', undefined, 20_000)).toBeGreaterThan(
      expectedDuration('tests/http/b.test.ts', undefined, 2_000),
    );
  });
});
