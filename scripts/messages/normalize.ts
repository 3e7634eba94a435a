// Part of `npm run format`: every catalog and legal document with its invisible characters written
// escaped (catalogText.ts), as the check asks; Prettier then gives the JSON its indentation. So a
// translation platform's export, whatever its indentation and escapes, becomes the catalogs' own
// spelling in one command.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES_DIR } from '../../src/app/modules';
import { escapeInvisibleCharacters } from './catalogText';

const files = readdirSync(MESSAGES_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(json|md)$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const normalized = escapeInvisibleCharacters(text, file.endsWith('.json') ? 'json' : 'markdown');
  if (normalized !== text) {
    writeFileSync(file, normalized);
    console.log(`${file}: invisible characters written escaped`);
  }
}
