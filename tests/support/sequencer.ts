import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that load every route in several views (tests/support/sweep.ts, tests/e2e/engineSuite.ts). */
const SWEEPS_THE_SITE = /^tests\/e2e\/(sweep-[\w-]+|firefox|webkit)\.test\.ts$/;

/**
 * How long a file is expected to take, in milliseconds: its last run's duration when Vitest
 * remembers one (node_modules/.vite), and otherwise roughly what its kind takes on two cores (a
 * file that sweeps the site, a browser file, an HTTP file, a unit file), the larger file first.
 */
export function expectedDuration(file: string, last: number | undefined, size = 0): number {
  if (last !== undefined) return last;
  const kinds: [boolean, number][] = [
    [SWEEPS_THE_SITE.test(file), 90_000],
    [file.startsWith('tests/e2e/'), 10_000],
    [file.startsWith('tests/http/'), 3_000],
  ];
  return (kinds.find(([isKind]) => isKind)?.[1] ?? 100) + size / 1_000;
}

/**
 * The order the run hands its files to the two workers: longest first, whatever the project, so
 * that both workers finish together. Vitest's own order runs the projects one after another and,
 * on a fresh clone (no timings yet), a project's larger files first: the sweeps and the other
 * engines' suites, four lines each that load every route in several views, then came last, and
 * one worker ran Firefox alone for the last minute and a half.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const expected = (spec: TestSpecification) => {
      const file = relative(config.root, spec.moduleId);
      const key = `${spec.project.name}:${file}`;
      return expectedDuration(file, cache.getFileTestResults(key)?.duration, cache.getFileStats(key)?.size);
    };
    return [...files].sort((a, b) => expected(b) - expected(a));
  }
}
