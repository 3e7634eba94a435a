import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rules ESLint reports for `code` as if it were written at `filePath`. */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint keeps each side of the site to its own environment', () => {
  it('refuses Node APIs and server modules in code the browser runs', async () => {
    expect(await rulesBroken('src/components/ui/Example.tsx', 'export const mode = process.env.MODE;\n')).toContain(
      'no-restricted-globals',
    );
    expect(
      await rulesBroken('src/lib/example.ts', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        'src/content/example.ts',
        "import { loadConfig } from '../server/config.server';\nexport const config = loadConfig;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('refuses browser globals on the server', async () => {
    expect(await rulesBroken('src/server/example.server.ts', 'export const path = window.location.pathname;\n')).toContain(
      'no-restricted-globals',
    );
  });

  it('lets each side use what it has', async () => {
    expect(await rulesBroken('src/components/ui/Example.tsx', 'export const width = () => window.innerWidth;\n')).toEqual([]);
    expect(await rulesBroken('src/server/example.server.ts', 'export const port = process.env.PORT;\n')).toEqual([]);
  });
});
