import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Poppler's pdftotext (Debian's poppler-utils), or the one PDFTOTEXT_PATH names. */
export function pdftotextPath(): string | undefined {
  const candidates = [process.env.PDFTOTEXT_PATH, '/usr/bin/pdftotext'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** The text of a PDF in reading order, as pdftotext extracts it. */
export function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'scan-pdf-'));
  try {
    const file = join(folder, 'page.pdf');
    writeFileSync(file, pdf);
    return execFileSync(pdftotextPath()!, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
