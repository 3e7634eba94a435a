import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/accessibility.md cites its evidence as a test file and the names of its tests
 * (`tests/e2e/focus.test.ts` "makes the skip link the first tab stop…"). Each cited file must
 * exist and hold each cited name, so that a renamed or deleted test cannot leave a claim standing
 * on nothing. A name may be cut with "…"; a figure in it may be a placeholder of the test's own
 * title (`%s`, `${width}`), as the title of a test run once per size is.
 */

const RECORD = 'docs/accessibility.md';

/** Spaces folded, typographic apostrophes as plain ones: the record wraps its lines. */
const folded = (text: string) => text.replace(/\s+/g, ' ').replace(/’/g, "'");
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PLACEHOLDER = '(?:\\$\\{[^}]+\\}|%[sdi])';
/** A cited part of a test's name as a pattern of its source: each figure ("667 × 375" too), itself or a placeholder. */
const patternOf = (part: string) =>
  new RegExp(
    part
      .split(/(\d+(?: × \d+)?)/)
      .map((piece, index) => (index % 2 === 1 ? `(?:${escaped(piece)}|${PLACEHOLDER}(?: × ${PLACEHOLDER})?)` : escaped(piece)))
      .join(''),
  );

/** A cited file, or every file a cited pattern (`tests/http/*.test.ts`) names. */
const filesOf = (cited: string) => {
  if (!cited.includes('*')) return existsSync(cited) ? [cited] : [];
  const [folder, pattern] = [dirname(cited), basename(cited)];
  const matching = new RegExp(`^${pattern.split('*').map(escaped).join('.*')}$`);
  return existsSync(folder) ? readdirSync(folder).filter((file) => matching.test(file)) : [];
};

/** Every test file the record cites, with the names it cites in it. */
function citations(record: string): { file: string; names: string[] }[] {
  return [...record.matchAll(/`(tests\/[^`]+\.ts)`((?:\s*(?:\([^)]*\))?\s*,?\s*(?:and\s+)?"[^"]+")*)/g)].map(([, file, names]) => ({
    file: file!,
    names: [...names!.matchAll(/"([^"]+)"/g)].map(([, name]) => folded(name!)),
  }));
}

describe('the accessibility record’s evidence', () => {
  const record = readFileSync(RECORD, 'utf8');
  const cited = citations(record);

  it('cites tests by file and name', () => {
    expect(cited.length).toBeGreaterThan(60);
    expect(cited.flatMap(({ names }) => names).length).toBeGreaterThan(60);
  });

  it('cites only test files that exist', () => {
    expect([...new Set(cited.map(({ file }) => file))].filter((file) => filesOf(file).length === 0)).toEqual([]);
  });

  it('cites only tests that exist, by their names', () => {
    const missing = cited.flatMap(({ file, names }) => {
      if (!existsSync(file)) return names.length > 0 ? [`${file}: no such file for ${names.join(', ')}`] : [];
      const source = folded(readFileSync(file, 'utf8'));
      return names.flatMap((name) =>
        name
          .split('…')
          .map((part) => part.trim().replace(/^[,\s]+|[,\s]+$/g, ''))
          .filter(Boolean)
          .filter((part) => !patternOf(part).test(source))
          .map((part) => `${file}: "${part}"`),
      );
    });
    expect(missing).toEqual([]);
  });
});
