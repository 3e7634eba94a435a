// `npm run lines`: the lines a newcomer reads for one request (issue 33, decision 023), counted as
// `wc -l` counts them, per place and in total, beside their targets.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const PLACES = [
  'server.ts',
  'vite.config.ts',
  'src/server',
  'src/entry-server.tsx',
  'src/entry-client.tsx',
  'src/app',
  'src/routes.ts',
  'src/i18n',
];

/** Every file under a place, a file being its own place. */
const filesOf = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path, { recursive: true })
        .map((name) => join(path, name))
        .filter((file) => statSync(file).isFile())
    : [path];
const linesOf = (file) => (readFileSync(file, 'utf8').match(/\n/g) ?? []).length;

let total = 0;
let files = 0;
for (const place of PLACES) {
  const counted = filesOf(place).map(linesOf);
  const lines = counted.reduce((sum, count) => sum + count, 0);
  total += lines;
  files += counted.length;
  console.log(
    `${String(lines).padStart(6)}  ${place}${counted.length > 1 ? ` (${counted.length} files)` : ''}${place === 'src/server' ? '  target ≤ 600' : ''}`,
  );
}
console.log(
  `${String(total).padStart(6)}  in ${files} files, the lines a newcomer reads for one request  target ≤ 2,000 (aim 1,500; 3,276 in 38 files before issue 33)`,
);
