import { alternatesOf } from '../lib/alternates';
import { SOCIAL_CARD, type CardPath } from '../lib/socialCards';
import { useLocale } from '../i18n/messages';
import { localizedPath, locales } from '../i18n/locales';
import { useSiteConfig } from './siteConfig';

interface RouteMetaProps {
  title: string;
  description: string;
  /** Path of the canonical URL within the language; absent for pages that must not be indexed at all. */
  canonicalPath?: string | undefined;
  /** The page's social card: the route it is drawn for and its text alternative, in the page's language. */
  card: { route: CardPath; alt: string };
}

/** The one image every page shared before each had its card; still served, and named where there are no cards (development). */
export const SOCIAL_IMAGE = { path: '/og-image.png', ...SOCIAL_CARD } as const;

/**
 * The route's head tags in the page's language: its canonical URL in that language and the same
 * page in every other (`hreflang`, with `x-default`). React 19 hoists <title>, <meta> and
 * <link> into <head> on the server and keeps them current on client-side navigation.
 */
export function RouteMeta({ title, description, canonicalPath, card }: RouteMetaProps) {
  const { brand, siteUrl, socialCards } = useSiteConfig();
  const locale = useLocale();
  const fullTitle = `${title} | ${brand}`;
  const canonical = canonicalPath === undefined ? undefined : new URL(localizedPath(locale, canonicalPath), siteUrl).href;
  const cardPath = socialCards?.[card.route];
  const image = new URL(cardPath ?? SOCIAL_IMAGE.path, siteUrl).href;
  // The shared image is the English home page's: the page's own words would not describe it.
  const alt = cardPath ? card.alt : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical ? null : <meta name="robots" content="noindex" />}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {canonicalPath === undefined
        ? null
        : alternatesOf(canonicalPath, siteUrl).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:locale" content={locale.ogLocale} />
      {locales.map((other) =>
        other === locale ? null : <meta key={other.code} property="og:locale:alternate" content={other.ogLocale} />,
      )}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={SOCIAL_CARD.type} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      {alt ? <meta property="og:image:alt" content={alt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {alt ? <meta name="twitter:image:alt" content={alt} /> : null}
    </>
  );
}
