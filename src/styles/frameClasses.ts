/**
 * The class names and custom property of the frame's plain-CSS rules (src/styles/headerCss.ts,
 * src/styles/layoutCss.ts), which the server writes into the stylesheet. The frame's code, in every
 * route's first load, reads these names; in a module of their own, it carries neither the rules nor
 * the theme they are written with.
 */

/** The header (src/components/layout/Header.tsx and HeaderMenu.tsx). */
export const HEADER_CLASS = {
  bar: 'site-header',
  inner: 'site-header-row',
  brand: 'site-header-brand',
  menuButton: 'site-header-menu-button',
  scrim: 'site-header-scrim',
  panel: 'site-header-panel',
  list: 'site-header-links',
  link: 'site-header-link',
  cta: 'site-header-cta',
} as const;

/**
 * The custom property on <html> that holds the header's whole height, as the header measures it
 * and the scroll padding reads it.
 */
export const HEADER_SIZE_PROPERTY = '--header-block-size';

/** The frame around every page (Layout, the route announcer of src/app/RouteFocus.tsx, BrandMark). */
export const LAYOUT_CLASS = {
  page: 'site-page',
  skipLink: 'site-skip-link',
  main: 'site-main',
  announcer: 'site-route-announcer',
  brandMark: 'brand-mark',
} as const;
