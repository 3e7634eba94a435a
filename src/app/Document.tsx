import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import type { SiteConfig } from '../content/site';
import { LocaleProvider } from '../i18n/messages';
import type { Locale } from '../i18n/locales';
import { SHARED_STYLESHEET_ID, STYLESHEET_ID } from '../styles/emotionCache';
import type { Scheme } from '../styles/palettes';
import { pageColor } from '../styles/themeColor';
import { THEME_SCRIPT_ID } from '../styles/themeChoice';
import { BOOT_DATA_ID } from './bootData';
import { SiteConfigProvider } from './siteConfig';

const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** A document's stylesheets: the one every page shares, by its address, and its page's own rules. */
export interface DocumentStyles {
  /** The shared stylesheet's address; none in development, where the global rules are `own`. */
  shared?: string | undefined;
  own: string;
}

interface DocumentProps {
  cache: EmotionCache;
  config: SiteConfig;
  locale: Locale;
  styles: DocumentStyles;
  /** src/styles/themeScript.ts: applies a stored colour scheme before the first paint. */
  themeScript: string;
  /** The boot data's JSON; absent from the error document, which does not hydrate. */
  bootData?: string | undefined;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered on the server and hydrated as `document` in the browser,
 * which renders it with the stylesheets, theme script and boot data it reads back from the page.
 * The theme script may set `data-theme` on <html> before hydration, hence
 * `suppressHydrationWarning` there (that element's attributes only).
 */
export function Document({ cache, config, locale, styles, themeScript, bootData, children }: DocumentProps) {
  return (
    <CacheProvider value={cache}>
      <SiteConfigProvider config={config}>
        <LocaleProvider locale={locale}>
          <html lang={locale.lang} dir={locale.dir} suppressHydrationWarning>
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
              {/* Safari's Smart App Banner, when the app's App Store id is configured. */}
              {config.appStoreAppId ? <meta name="apple-itunes-app" content={`app-id=${config.appStoreAppId}`} /> : null}
              {/* The shared rules first, so the page's own follow them as they did in the renders they came from. */}
              {styles.shared ? <link rel="stylesheet" id={SHARED_STYLESHEET_ID} href={styles.shared} /> : null}
              <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: styles.own }} />
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
