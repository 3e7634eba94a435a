import { createContext, useContext, type ReactNode } from 'react';
import type { AccountCopy } from '../content/en/account';
import type { AppDownloadCopy } from '../content/en/appDownload';
import type { BusinessCopy } from '../content/en/business';
import type { CommunityCopy } from '../content/en/community';
import type { DemoUserCopy } from '../content/en/demoUser';
import type { HomeHeroCopy } from '../content/en/homeHero';
import type { HomeSectionsCopy } from '../content/en/homeSections';
import type { HowItWorksCopy } from '../content/en/howItWorks';
import type { NotFoundCopy } from '../content/en/notFound';
import type { ShellCopy } from '../content/en/shell';
import type { StoresCopy } from '../content/en/stores';
import type { LegalDocument } from '../content/legal';
import { formatterFor, type Formatter } from '../lib/format';
import { defaultLocale, type Locale, type LocaleCode } from './locales';

/**
 * Every bundle of words, by the name of its file in `src/content/<locale>/`. English declares
 * each shape; every other language's module is typed with it, so a missing or misspelt
 * translation fails `npm run typecheck`.
 */
export interface CopyBundles {
  shell: ShellCopy;
  homeHero: HomeHeroCopy;
  homeSections: HomeSectionsCopy;
  stores: StoresCopy;
  howItWorks: HowItWorksCopy;
  community: CommunityCopy;
  account: AccountCopy;
  appDownload: AppDownloadCopy;
  business: BusinessCopy;
  demoUser: DemoUserCopy;
  notFound: NotFoundCopy;
  privacy: LegalDocument;
  terms: LegalDocument;
  eula: LegalDocument;
}

export type BundleName = keyof CopyBundles;

type BundleModule = { default: unknown };

/**
 * One chunk per language and bundle: a visitor's browser loads only the words of their language
 * and of the pages they open. The server registers them all up front (`registerAllBundles`).
 */
const loaders = import.meta.glob<BundleModule>('../content/*/*.ts');

const loaded = new Map<string, unknown>();

const keyOf = (locale: LocaleCode, name: BundleName) => `${locale}/${name}`;

/** Source path of a bundle's module, as Vite's build manifest names it. */
export function bundleModuleId(locale: LocaleCode, name: BundleName): string {
  return `src/content/${locale}/${name}.ts`;
}

/** Loads bundles of one language; once resolved, `useCopy` returns them without waiting. */
export async function loadBundles(locale: LocaleCode, names: readonly BundleName[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const key = keyOf(locale, name);
      if (loaded.has(key)) return;
      const load = loaders[`../content/${key}.ts`];
      if (!load) throw new Error(`No ${name} copy in ${locale}`);
      loaded.set(key, (await load()).default);
    }),
  );
}

/** Server only: every language's every bundle, so no render ever waits for words. */
export function registerAllBundles(): Promise<void> {
  return Promise.all(
    Object.entries(loaders).map(async ([path, load]) => {
      const [, locale, name] = /^\.\.\/content\/([^/]+)\/([^/]+)\.ts$/.exec(path) ?? [];
      if (locale && name) loaded.set(`${locale}/${name}`, (await load()).default);
    }),
  ).then(() => undefined);
}

/**
 * The language of the document in this browser tab (entry-client sets it from the path before
 * hydrating). Another language is another document, so it never changes afterwards.
 */
let documentLocale: LocaleCode = defaultLocale.code;

export function setDocumentLocale(code: LocaleCode): void {
  documentLocale = code;
}

/** Loads bundles in the document's language: for code split off a page (its deferred sections). */
export function loadDocumentBundles(names: readonly BundleName[]): Promise<void> {
  return loadBundles(documentLocale, names);
}

const LocaleContext = createContext<Locale>(defaultLocale);

/** The language of everything below: the document's, from its path prefix. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A bundle's words in one language, loaded beforehand (the page registry and the server see to it). */
export function copyOf<N extends BundleName>(locale: LocaleCode, name: N): CopyBundles[N] {
  const copy = loaded.get(keyOf(locale, name));
  if (copy === undefined) throw new Error(`The ${name} copy in ${locale} was used before it was loaded`);
  return copy as CopyBundles[N];
}

/** The page's language's words of one bundle. */
export function useCopy<N extends BundleName>(name: N): CopyBundles[N] {
  return copyOf(useLocale().code, name);
}

/** Numbers, money and dates as the page's language writes them. */
export function useFormatter(): Formatter {
  return formatterFor(useLocale().code);
}
