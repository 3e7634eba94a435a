/**
 * The icons' sprite (vite.config.ts and vitest.config.ts register it). Every lucide icon the
 * sources import (`lucide-react/icons/<name>`) is drawn once, as a <symbol> of one SVG file that a
 * browser fetches once and keeps a year (`/assets/icons-<hash>.svg`), and each such import
 * resolves to a component that points at its symbol (src/components/ui/spriteIcon.tsx): a
 * document carries `<svg …><use href="…#name"/></svg>` per icon instead of its paths and a dozen
 * attributes, and the JavaScript carries no path data at all. The sources' imports are rewritten
 * to that component in the importing module; any other import of an icon resolves to a module
 * that exports it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the components and content that import icons live. */
const SOURCES = 'src';
const ICON_MODULE = /^lucide-react\/icons\/([a-z0-9-]+)$/;
const ICON_IMPORT = /['"]lucide-react\/icons\/([a-z0-9-]+)['"]/g;
/** `import Check from 'lucide-react/icons/check';`, a whole line, as the sources write an icon's import. */
const ICON_IMPORT_STATEMENT = /^import ([A-Za-z0-9_$]+) from ['"]lucide-react\/icons\/([a-z0-9-]+)['"];?$/gm;
/** The component every icon import resolves to, by its name. */
const ICON_COMPONENT = '/src/components/ui/spriteIcon.tsx';
const VIRTUAL_PREFIX = '\0sprite-icon:';

const require = createRequire(import.meta.url);

type IconNode = [tag: string, attributes: Record<string, string>][];

/** The icons the sources import, by name, sorted: the sprite's symbols. */
export function importedIcons(dir = SOURCES): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(resolve(dir), { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(join(resolve(dir), file), 'utf8').matchAll(ICON_IMPORT)) names.add(match[1]!);
  }
  return [...names].sort();
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The sprite: one <symbol> per icon, its elements as lucide draws them. Stroke, fill and line
 * caps are the outer <svg>'s (src/styles/globalCss.ts), inherited into the symbol, so a
 * component's CSS still colours and weighs its icon as before.
 */
export async function iconSprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const data = await iconData(name);
      const elements = data.node.map(([tag, attributes]) => {
        const written = Object.entries(attributes)
          .filter(([attribute]) => attribute !== 'key')
          .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
          .join('');
        return `<${tag}${written}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 ${data.size} ${data.size}">${elements.join('')}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** An icon's drawing as lucide writes it; an old name (`trash-2`) is a module that re-exports the icon's current one. */
async function iconData(name: string): Promise<{ size: number; node: IconNode }> {
  const { __iconData: data } = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { size: number; node: IconNode } };
  if (data) return data;
  const renamed = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(require.resolve(`lucide-react/icons/${name}`), 'utf8'))?.[1];
  if (!renamed) throw new Error(`lucide-react/icons/${name} has no drawing`);
  return iconData(renamed);
}

/** `/assets/icons-<hash>.svg`: a new address whenever an icon is added or lucide redraws one. */
const spriteAddress = (sprite: string) => `/assets/icons-${createHash('sha256').update(sprite).digest('base64url').slice(0, 10)}.svg`;

export function iconSpritePlugin(): Plugin {
  let names: string[] = [];
  let sprite = '';
  let address = '';
  return {
    name: 'scan:icon-sprite',
    // Before Vite's own resolver, which would find lucide's module.
    enforce: 'pre',
    async config() {
      names = importedIcons();
      sprite = await iconSprite(names);
      address = spriteAddress(sprite);
      return { define: { __ICON_SPRITE__: JSON.stringify(address) } };
    },
    // An icon import in the site's sources becomes the component itself, written in the importing
    // module (on its first line, so lines keep their numbers): no module per icon, so no file of a
    // few bytes for every icon two pages share.
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('lucide-react/icons/')) return undefined;
      const icons: string[] = [];
      const body = code.replace(ICON_IMPORT_STATEMENT, (_statement, local: string, name: string) => {
        if (!names.includes(name))
          this.error(`lucide-react/icons/${name} is not in the sprite: restart the build or the development server.`);
        icons.push(`const ${local} = __spriteIcon(${JSON.stringify(name)});`);
        return '';
      });
      if (icons.length === 0) return undefined;
      return { code: `import { spriteIcon as __spriteIcon } from ${JSON.stringify(ICON_COMPONENT)};${icons.join('')}${body}`, map: null };
    },
    resolveId(id) {
      // Icons come one module each, so that each page's chunk names only the icons it draws.
      if (id === 'lucide-react')
        this.error('Import icons one by one, from lucide-react/icons/<name>: the sprite is made of those imports.');
      const name = ICON_MODULE.exec(id)?.[1];
      if (name === undefined) return undefined;
      if (!names.includes(name))
        this.error(`lucide-react/icons/${name} is not in the sprite: restart the build or the development server.`);
      return `${VIRTUAL_PREFIX}${name}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return undefined;
      const name = id.slice(VIRTUAL_PREFIX.length);
      return `import { spriteIcon } from ${JSON.stringify(ICON_COMPONENT)};\nexport default spriteIcon(${JSON.stringify(name)});\n`;
    },
    // Development: the sprite as the sources are now, at the address the server's documents name.
    configureServer(server) {
      server.middlewares.use(address, (_req, res) => {
        void iconSprite(importedIcons()).then((fresh) => res.setHeader('Content-Type', 'image/svg+xml').end(fresh));
      });
    },
    generateBundle() {
      if (this.environment.name === 'client') this.emitFile({ type: 'asset', fileName: address.slice(1), source: sprite });
    },
  };
}
