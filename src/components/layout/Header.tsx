import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { deferredSection } from '../../app/deferred';
import { useMessages } from '../../i18n/messages';
import { HEADER_CLASS, HEADER_SIZE_PROPERTY } from '../../styles/frameClasses';
import { useSiteConfig } from '../../app/siteConfig';
import { BrandMark } from './BrandMark';
import { useDismissal } from './useDismissal';

const MENU_ID = 'primary-navigation';

/*
 * The panel's links, languages and theme control, and the language menu of the bar from `md`:
 * links and controls that work as the server's HTML (plain links, a native disclosure) until their
 * code comes, once the page has hydrated (src/app/deferred.tsx). The bar itself, its menu button
 * and the panel's opening are here, in every first load: a tap on the button is answered at once.
 */
const HeaderMenu = deferredSection(() => import('./HeaderMenu').then((module) => module.HeaderMenu), { until: 'idle' });
const LanguageMenu = deferredSection(() => import('./LanguageMenu').then((module) => module.LanguageMenu), { until: 'idle' });

/**
 * Lucide's menu and close icons, drawn as lucide-react draws them (its class names included), by
 * their paths alone: its icon runtime would be in every route's first load for these two.
 */
const MENU_ICONS = { menu: ['M4 5h16', 'M4 12h16', 'M4 19h16'], x: ['M18 6 6 18', 'm6 6 12 12'] } as const;

function MenuIcon({ name }: { name: keyof typeof MENU_ICONS }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${name}`}
      aria-hidden="true"
    >
      {MENU_ICONS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

/**
 * Publishes the bar's height as a custom property on <html>, where the scroll padding reads it:
 * an element reached with Tab or Shift+Tab, or a link's target, is scrolled clear of the sticky
 * bar however many rows it takes (tablets, long translations, large text). The stylesheet holds
 * an estimate for the first paint and for visitors without JavaScript.
 *
 * Firefox scrolls to a focused element only when none of it is on screen, so one that lies
 * partly under the bar would stay there: in the frame after focus moves, what still has focus,
 * outside the bar, with its top under it, is scrolled to its nearest edge, clear of the padding.
 */
function usePublishedHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      root.style.setProperty(HEADER_SIZE_PROPERTY, `${Math.ceil(entry!.borderBoxSize[0]!.blockSize)}px`);
    });
    observer.observe(element, { box: 'border-box' });
    const clear = ({ target }: FocusEvent) =>
      requestAnimationFrame(() => {
        if (
          target === document.activeElement &&
          target instanceof Element &&
          !element.contains(target) &&
          target.getBoundingClientRect().top < element.getBoundingClientRect().bottom
        )
          target.scrollIntoView({ block: 'nearest' });
      });
    document.addEventListener('focusin', clear);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', clear);
      root.style.removeProperty(HEADER_SIZE_PROPERTY);
    };
  }, [bar]);
}

export function Header() {
  const { brand } = useSiteConfig();
  const t = useMessages('shell');
  const [open, setOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [menuParts] = useState(() => [buttonRef, panelRef]);
  const { pathname } = useLocation();

  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [buttonRef],
  );

  // A navigation by any means (back button included) leaves the menu closed.
  useEffect(close, [pathname, close]);
  // What the button says, which a click's render has set before the next event.
  const isOpen = useCallback(() => buttonRef.current?.getAttribute('aria-expanded') === 'true', [buttonRef]);
  useDismissal(isOpen, menuParts, dismiss);
  usePublishedHeight(barRef);

  return (
    <header ref={barRef} className={HEADER_CLASS.bar}>
      <div className={HEADER_CLASS.inner}>
        <Link to="/" className={HEADER_CLASS.brand}>
          <BrandMark />
          {brand}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className={HEADER_CLASS.menuButton}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon name={open ? 'x' : 'menu'} />
          {t('menu')}
        </button>
        {/* Dims the page under the open panel and takes the tap that closes it: the page's links stay untouched. */}
        <div className={HEADER_CLASS.scrim} data-open={open} />
        <div ref={panelRef} id={MENU_ID} className={HEADER_CLASS.panel} data-open={open}>
          <HeaderMenu onNavigate={close} />
        </div>
        <LanguageMenu />
      </div>
    </header>
  );
}
