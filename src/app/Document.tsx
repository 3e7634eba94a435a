import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import type { SiteConfig } from '../content/site';
import { LocaleProvider } from '../i18n/words';
import type { Locale } from '../i18n/locales';
import { STYLESHEET_ID } from '../styles/emotionCache';
import type { Scheme } from '../styles/palettes';
import { pageColor } from '../styles/themeColor';
import { THEME_SCRIPT_ID } from '../styles/themeChoice';
import { BOOT_DATA_ID } from './bootData';
import { SiteConfigProvider } from './siteConfig';

const SCHEMES: readonly Scheme[] = ['light', 'dark'];

interface DocumentProps {
  cache: EmotionCache;
  config: SiteConfig;
  /** The document's language: `<html lang>` and every word below. */
  locale: Locale;
  /** The stylesheet in <head>: the build's extracted rules, or the global rules alone in development. */
  stylesheet: string;
  /** The inline theme script (src/app/themeScript.ts), which applies a stored colour scheme before the first paint. */
  themeScript: string;
  /** The boot data's JSON (src/app/bootData.ts); absent from the error document, which does not hydrate. */
  bootData?: string | undefined;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the
 * browser. Route-specific head tags come from <RouteMeta>, which React hoists here. The browser
 * renders it with the stylesheet, theme script and boot data it reads back from the page, so
 * hydration matches the server's output exactly.
 *
 * The theme script may set `data-theme` on <html> before React hydrates it, hence
 * `suppressHydrationWarning` there (it reaches that one element's attributes only). It also
 * retargets the `theme-color` metas' `media`, which React does not compare.
 */
export function Document({ cache, config, locale, stylesheet, themeScript, bootData, children }: DocumentProps) {
  return (
    <CacheProvider value={cache}>
      <SiteConfigProvider config={config}>
        <LocaleProvider locale={locale}>
          <html lang={locale.lang} suppressHydrationWarning>
            <head>
              <meta charSet="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              {SCHEMES.map((scheme) => (
                <meta
                  key={scheme}
                  name="theme-color"
                  media={`(prefers-color-scheme: ${scheme})`}
                  content={pageColor[scheme]}
                  data-scheme={scheme}
                />
              ))}
              <script id={THEME_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: themeScript }} />
              {/* A PNG, not the SVG mark: the browser decodes an SVG favicon as a document of its own,
                styled and laid out on the page's main thread while the page is starting up. */}
              <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
              <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
              <link rel="manifest" href="/manifest.webmanifest" />
              <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: stylesheet }} />
            </head>
            <body>
              {children}
              {bootData === undefined ? null : (
                <script type="application/json" id={BOOT_DATA_ID} dangerouslySetInnerHTML={{ __html: bootData }} />
              )}
            </body>
          </html>
        </LocaleProvider>
      </SiteConfigProvider>
    </CacheProvider>
  );
}
