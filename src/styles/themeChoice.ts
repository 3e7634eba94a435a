/**
 * The visitor's colour-scheme choice: System (follow `prefers-color-scheme`, the default),
 * Light or Dark. It lives in the browser only: remembered in localStorage, applied as an
 * attribute on <html> that the stylesheet's palettes key on. The server never sees it, so every
 * visitor gets the same document.
 *
 * Before the first paint the inline theme script (`src/themeScript.ts`) applies the stored
 * choice with `applyThemeChoice`; after hydration the theme control changes it with
 * `chooseTheme`, which runs the same function.
 */

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Set on <html> to `light` or `dark` when the visitor overrides the system's scheme. */
export const THEME_ATTRIBUTE = 'data-theme';

/** The inline theme script's element, whose text the browser reads back to hydrate it unchanged. */
export const THEME_SCRIPT_ID = 'theme-script';

/** The localStorage key of a stored override; absent means System. */
export const THEME_STORAGE_KEY = 'scan:theme';

/**
 * Applies a choice to the document: the attribute on <html>, and the two `theme-color` meta
 * elements (src/Document.tsx), so the browser's own chrome matches the page. Without an
 * override each meta keeps its `prefers-color-scheme` query; with one, the chosen scheme's
 * colour applies to every medium and the other to none. (Their `content` stays as rendered:
 * React matches head meta elements by it when it hydrates.)
 *
 * It also runs as the inline theme script, so it may use browser globals and its arguments
 * only: no imports, no closures over module scope.
 */
export function applyThemeChoice(choice: string | null, attribute: string): void {
  const root = document.documentElement;
  const scheme = choice === 'light' || choice === 'dark' ? choice : '';
  if (scheme) root.setAttribute(attribute, scheme);
  else root.removeAttribute(attribute);
  document.querySelectorAll('meta[name="theme-color"][data-scheme]').forEach((meta) => {
    const own = meta.getAttribute('data-scheme');
    meta.setAttribute('media', scheme ? (own === scheme ? 'all' : 'not all') : `(prefers-color-scheme: ${own})`);
  });
}

/** A choice the control shows already and the page's colours follow at its next frame (`chooseTheme`). */
let arriving: ThemeChoice | undefined;

/** The choice in force on this page: what the attribute on <html> says, or the one on its way. */
export function currentThemeChoice(): ThemeChoice {
  if (arriving) return arriving;
  const value = document.documentElement.getAttribute(THEME_ATTRIBUTE);
  return value === 'light' || value === 'dark' ? value : 'system';
}

const listeners = new Set<() => void>();

/**
 * Remembers a choice and applies it. Storage may be disabled or full: the page still follows it.
 *
 * The tap is answered first: the control moves its highlight to the choice in the next frame
 * (a few elements restyled), and the page takes its new colours in the frame after (every
 * element restyled, the costly part), a task queued once the first one is painted.
 */
export function chooseTheme(choice: ThemeChoice): void {
  arriving = choice;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered; nothing else to do.
  }
  for (const listener of listeners) listener();
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (arriving === undefined) return;
      applyThemeChoice(arriving, THEME_ATTRIBUTE);
      arriving = undefined;
    }),
  );
}

/**
 * For `useSyncExternalStore`: calls `listener` when the choice changes here or in another tab
 * of the site (the `storage` event), which also applies it to this page.
 */
export function subscribeThemeChoice(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    arriving = undefined;
    applyThemeChoice(event.newValue, THEME_ATTRIBUTE);
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
