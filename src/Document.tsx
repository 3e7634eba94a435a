import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { SiteConfigProvider } from './components/SiteConfigContext';
import type { SiteConfig } from './content/site';
import { color } from './styles/theme';

interface DocumentProps {
  cache: EmotionCache;
  config: SiteConfig;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the
 * browser. Route-specific head tags come from <RouteMeta>, which React hoists here.
 */
export function Document({ cache, config, children }: DocumentProps) {
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
          </head>
          <body>{children}</body>
        </html>
      </SiteConfigProvider>
    </CacheProvider>
  );
}
