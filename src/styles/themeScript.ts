import { applyThemeChoice, THEME_ATTRIBUTE, THEME_STORAGE_KEY } from './themeChoice';

/**
 * The inline script in every document's <head>, before the stylesheet: it applies the
 * visitor's stored colour scheme (src/styles/themeChoice.ts) before anything is painted, so a
 * visitor who chose Dark on a light system never sees the light page, not even for a frame.
 * A visitor who chose nothing gets no attribute, and the stylesheet follows the system.
 *
 * The same bytes on every page, allowed by its hash like the hydration loader. Storage can be
 * disabled (a privacy setting, a sandboxed frame): reading it then throws, and the page simply
 * follows the system.
 */
export const THEME_SCRIPT = `try{(${applyThemeChoice.toString()})(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}),${JSON.stringify(THEME_ATTRIBUTE)})}catch(e){}`;
