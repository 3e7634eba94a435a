import styled from '@emotion/styled';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LocaleProvider, registerMessages, useMessages } from '../../i18n/messages';
import { localizedPath, type Locale, type LocaleCode } from '../../i18n/locales';
import { notFoundRoute, routeAt } from '../../routes';
import { color, motion, mq, radius, shadow, space, text, weight } from '../../styles/theme';
import { LANGUAGE_CHOICE_KEY } from './languageChoice';
/** Each language's words for the banner, loaded only for the language suggested (the document's boot data names its own language's only). */
import wordsIn from 'virtual:messages-by-language/languageSuggestion';

/** Over the page at the foot of the screen, so nothing on it moves when the banner arrives; room kept under what takes focus. */
const Banner = styled.section`
  position: fixed;
  inset-inline: ${space[4]};
  inset-block-end: ${space[4]};
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[4]};
  max-width: 30rem;
  margin-inline: auto;
  padding: ${space[3]} ${space[3]} ${space[3]} ${space[5]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.raised};
  box-shadow: ${shadow.lg};
  font-size: ${text.sm};
  html:has(&) {
    scroll-padding-block-end: 7rem;
  }
  /* Keyboard focus anywhere else is never under the banner (WCAG 2.4.11), as with the sticky ask
     (src/components/marketing/StickyAsk.tsx): it steps aside, see-through to the eye and to the
     pointer, stays in the tab order, and shows again when it takes focus. */
  html:has(:focus-visible):not(:has(&:focus-within)) & {
    opacity: 0;
    pointer-events: none;
  }
  p {
    flex: 1 1 12rem;
  }
  a {
    color: ${color.primary};
    font-weight: ${weight.semibold};
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
    min-height: 2.75rem;
    padding-inline: ${space[3]};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: transparent;
    color: ${color.text};
    font: inherit;
    cursor: pointer;
  }
  /* It arrives from under the screen's edge, as a notice docks, not over the page's own content:
     what the page painted first stays the largest thing painted (Largest Contentful Paint). */
  ${mq.motionOk} {
    animation: dock ${motion.enter} both;
  }
  ${mq.print} {
    display: none;
  }
`;

const remember = (code: LocaleCode) => {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, code);
  } catch {
    // Not remembered: the suggestion comes back on the next page.
  }
};

/** The banner, in the suggested language: the same page in it (a plain link: another language is another document), or no thanks. */
function Suggestion({ page, suggested }: { page: Locale; suggested: Locale }) {
  const t = useMessages('languageSuggestion');
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const path = routeAt(pathname) === notFoundRoute ? '/' : pathname;
  return (
    <Banner aria-label={t('label')}>
      <p>
        {t('question')}{' '}
        <a href={`${localizedPath(suggested, path)}${search}`} hrefLang={suggested.lang} onClick={() => remember(suggested.code)}>
          {t('link')}
        </a>
      </p>
      <button
        type="button"
        onClick={() => {
          remember(page.code);
          setOpen(false);
        }}
      >
        <X size={16} aria-hidden="true" />
        {t('dismiss')}
      </button>
    </Banner>
  );
}

/** The banner for a page in `page`'s language suggesting `suggested`, once that language's words are here. */
export async function languageBanner(page: Locale, suggested: Locale) {
  registerMessages(suggested.code, 'languageSuggestion', (await wordsIn[suggested.code]!()).default);
  return (
    <div lang={suggested.lang} dir={suggested.dir}>
      <LocaleProvider locale={suggested}>
        <Suggestion page={page} suggested={suggested} />
      </LocaleProvider>
    </div>
  );
}
