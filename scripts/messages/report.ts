// `npm run messages`: every catalog checked against the source (as the unit tests and the build do),
// then the source's messages that no code reads. A message is read when the code names its key,
// as a string (`t('faq.title')`), a template (`t(`linkLabels.${link}`)`, any value in the
// placeholder) or a group it belongs to (`t.group('faqItems')`). Unused messages are reported,
// not refused: a translator may be ahead of the code.
//
//   npm run messages            problems (exit 1 if any), then unused messages
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogFile } from '../../src/app/modules';
import { defaultLocale, locales } from '../../src/i18n/locales';
import type { CatalogTree } from './compile';
import { compileLanguage, readCatalog } from './plugin';

/** Every key of a catalog tree, as `area.path.to.message`. */
function keysOf(tree: CatalogTree, prefix: string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[...prefix, key].join('.')] : keysOf(value, [...prefix, key]),
  );
}

/** Every source file under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * What the code names: every string or template literal in a call's argument position (or a
 * branch of a choice there: `t(copied ? 'draft.copied' : 'draft.copy')`), a template's
 * placeholders matching any key segments.
 */
function namedKeys(): RegExp[] {
  const patterns: RegExp[] = [];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const file of sources('src')) {
    const code = readFileSync(file, 'utf8');
    const literals = [
      ...code.matchAll(/[(?]\s*(['"])([\w.-]+)\1/g), // t('faq.title'), a ? 'x' : …
      ...code.matchAll(/:\s*(['"])([\w.-]+)\1\s*\)/g), // … : 'y')
    ];
    for (const [, , text] of literals) patterns.push(new RegExp(`^${escape(text!)}(\\..+)?$`));
    // A template that reads like a key: `linkLabels.${link}`, `faqItems.${category}.${id}.question`.
    for (const [, text] of code.matchAll(/[(?:]\s*`((?:[\w.-]|\$\{[^}`]*\})+)`/g)) {
      // Only a template with words of its own names keys (not the runtime's `${key}.${name}`).
      if (!text!.includes('${') || !/[A-Za-z]/.test(text!.replace(/\$\{[^}]*\}/g, ''))) continue;
      const pattern = text!
        .split(/\$\{[^}]*\}/)
        .map(escape)
        .join('[\\w.-]+');
      patterns.push(new RegExp(`^${pattern}(\\..+)?$`));
    }
  }
  return patterns;
}

let problems = 0;
for (const { code } of locales) {
  try {
    compileLanguage(code);
  } catch (error) {
    problems += 1;
    console.error((error as Error).message);
  }
}
if (problems === 0) console.log(`Every catalog (${locales.map((locale) => locale.code).join(', ')}) matches the source: no problem.`);

const source = readCatalog(catalogFile(defaultLocale.code));
const patterns = namedKeys();
const unused = Object.entries(source).flatMap(([area, tree]) =>
  typeof tree === 'string'
    ? []
    : keysOf(tree)
        .filter((key) => !patterns.some((pattern) => pattern.test(key)))
        .map((key) => `${area}.${key}`),
);
console.log(unused.length === 0 ? 'Every message of the source is read by the code.' : `${unused.length} messages no code reads:`);
for (const key of unused) console.log(`  ${key}`);
process.exitCode = problems > 0 ? 1 : 0;
