import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { BOOT_DATA_ID } from './bootData';
import { SiteConfigProvider } from './components/SiteConfigContext';
import type { SiteConfig } from './content/site';
import { STYLESHEET_ID } from './styles/emotionCache';
import { color } from './styles/theme';

interface DocumentProps {
  cache: EmotionCache;
  config: SiteConfig;
  /** The stylesheet in <head>: the build's extracted rules, or the global rules alone in development. */
  stylesheet: string;
  /** The boot data's JSON (src/bootData.ts); absent from the script-free error document. */
  bootData?: string | undefined;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the
 * browser. Route-specific head tags come from <RouteMeta>, which React hoists here. The browser
 * renders it with the stylesheet and boot data it reads back from the page, so hydration
 * matches the server's output exactly.
 */
export function Document({ cache, config, stylesheet, bootData, children }: DocumentProps) {
  return (
    <CacheProvider value={cache}>
      <SiteConfigProvider config={config}>
        <html lang="en">
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content={color.primary} />
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
      </SiteConfigProvider>
    </CacheProvider>
  );
}
