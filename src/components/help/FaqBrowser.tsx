import styled from '@emotion/styled';
import Search from 'lucide-react/icons/search';
import SearchX from 'lucide-react/icons/search-x';
import { memo, useDeferredValue, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useRequestedFilter } from '../../app/pageRequest';
import { serverOnlyStructuredData } from '../seo/structuredData';
import { faqCategoryIds } from '../../content/faq';
import { communitySections } from '../../content/communityAnchors';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
import {
  ALL_CATEGORIES,
  FAQ_CATEGORY_PARAM,
  FAQ_QUERY_PARAM,
  faqItemsOf,
  faqSearchParams,
  filterFaqs,
  parseFaqQuery,
  type FaqFilter,
  type FaqFilterCategory,
} from '../../lib/faqFilter';
import { color, mq, radius, shadow, space, systemColor, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { Button, ButtonLink } from '../ui/Button';
import { Card } from '../ui/Card';
import { controlStyles } from '../ui/Field';
import { Pill } from '../ui/Pill';
import { VisuallyHidden } from '../ui/VisuallyHidden';

const SEARCH_ID = 'faq-search';

/** JSON-LD for search engines, in the server's HTML only: the questions this view shows. */
const StructuredData = serverOnlyStructuredData(() => import('../seo/PageStructuredData').then((module) => module.FaqStructuredData));

/** Marks the history entries this component writes, to tell them from other navigations. */
const FILTER_UPDATE = { faqFilterUpdate: true } as const;
const isFilterUpdate = (state: unknown) => typeof state === 'object' && state !== null && 'faqFilterUpdate' in state;

const HiddenLabel = VisuallyHidden.withComponent('label');

const Wrapper = styled.div`
  display: grid;
  gap: ${space[6]};
  max-width: 48rem;
  margin-inline: auto;
`;

const Controls = styled.form`
  display: grid;
  gap: ${space[4]};
`;

const SearchRow = styled.div`
  display: flex;
  gap: ${space[2]};
`;

const SearchBox = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  svg {
    position: absolute;
    inset-inline-start: ${space[3]};
    top: 50%;
    transform: translateY(-50%);
    color: ${color.textMuted};
    pointer-events: none;
  }
`;

const SearchInput = styled.input`
  ${controlStyles}
  min-height: 3rem;
  padding-inline-start: ${space[10]};
  border-radius: ${radius.md};
  box-shadow: ${shadow.sm};
`;

const SearchButton = styled(Button)`
  min-height: 3rem;
`;

const CategoryGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const CategoryButton = styled.button`
  min-height: 2.75rem;
  padding: 0 ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.raised};
  color: ${color.text};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${color.selected};
    background: ${color.selected};
    color: ${color.onSelected};
  }
  ${mq.forcedColors} {
    &[aria-pressed='true'] {
      forced-color-adjust: none;
      border-color: ${systemColor.selectedItem};
      background: ${systemColor.selectedItem};
      color: ${systemColor.selectedItemText};
    }
  }
`;

const ResultCount = styled.p`
  color: ${color.textMuted};
  font-size: ${text.sm};
`;

const Item = styled(Card.withComponent('li'))`
  display: grid;
  gap: ${space[2]};
  padding: ${space[5]};
  ${mq.md} {
    padding: ${space[6]};
  }
  h3 {
    font-size: ${text.lg};
    font-weight: ${weight.semibold};
  }
  p {
    color: ${color.textMuted};
  }
`;

const CategoryTag = styled(Pill)`
  justify-self: start;
`;

const Elsewhere = styled.p`
  margin-block: ${space[2]};
  && {
    color: ${color.text};
    font-weight: ${weight.semibold};
  }
`;

const Empty = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${space[2]};
  padding: ${space[12]} ${space[6]};
  border-style: dashed;
  box-shadow: none;
  text-align: center;
  svg {
    color: ${color.textMuted};
    margin-bottom: ${space[2]};
  }
  h3 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
  }
  p {
    color: ${color.textMuted};
  }
`;

/**
 * The FAQ search and category filter. The filter lives in the query string: the server
 * renders the filtered list for `?q=…&category=…`, and without JavaScript the form is a
 * plain GET to this same page. With JavaScript it filters as you type and keeps the URL in
 * step (replacing the history entry), so a filtered view can be shared.
 */
export function FaqBrowser() {
  const t = useMessages('community', numbers);
  const filterOptions: readonly { id: FaqFilterCategory; name: string }[] = [
    { id: ALL_CATEGORIES, name: t('allCategoriesName') },
    ...faqCategoryIds.map((id) => ({ id, name: t(`faqCategories.${id}`) })),
  ];
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // Local state, not the URL, drives the input: router updates run in a transition, and a
  // controlled input must update synchronously or it drops keystrokes. The server's render starts
  // from the filter it parsed with the request; the browser reads the same address the same way.
  const requested = useRequestedFilter();
  const [filter, setFilter] = useState<FaqFilter>(() => requested ?? parseFaqQuery(searchParams));
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    // A link elsewhere on the page brought us to this page with another query: follow it.
    setLocationKey(location.key);
    if (!isFilterUpdate(location.state)) setFilter(parseFaqQuery(searchParams));
  }

  const applyFilter = (next: FaqFilter) => {
    setFilter(next);
    setSearchParams(faqSearchParams(next), { replace: true, preventScrollReset: true, state: FILTER_UPDATE });
  };

  // The controls answer the tap at once; the list follows in a render that does not hold the paint.
  const listed = useDeferredValue(filter);

  return (
    <Wrapper>
      {/* No action: a GET form submits to the page's own URL, /community or /support alike. */}
      <Controls method="get" role="search" aria-label={t('faq.landmark')} onSubmit={(event: FormEvent) => event.preventDefault()}>
        <SearchRow>
          <HiddenLabel htmlFor={SEARCH_ID}>{t('faq.searchLabel')}</HiddenLabel>
          <SearchBox>
            <Search size={20} aria-hidden="true" />
            <SearchInput
              id={SEARCH_ID}
              type="search"
              name={FAQ_QUERY_PARAM}
              placeholder={t('faq.searchPlaceholder')}
              autoComplete="off"
              value={filter.query}
              onChange={(event: ChangeEvent<HTMLInputElement>) => applyFilter({ ...filter, query: event.target.value })}
            />
          </SearchBox>
          {/* The form's default button (Enter in the search box) keeps the selected category. */}
          <SearchButton type="submit" name={FAQ_CATEGORY_PARAM} value={filter.category}>
            {t('faq.searchButton')}
          </SearchButton>
        </SearchRow>
        <CategoryGroup role="group" aria-label={t('faq.categoriesLabel')}>
          {filterOptions.map((option) => (
            <CategoryButton
              key={option.id}
              type="submit"
              name={FAQ_CATEGORY_PARAM}
              value={option.id}
              aria-pressed={option.id === filter.category}
              onClick={(event) => {
                event.preventDefault();
                applyFilter({ ...filter, category: option.id });
              }}
            >
              {option.name}
            </CategoryButton>
          ))}
        </CategoryGroup>
      </Controls>

      <FaqResults filter={listed} />
    </Wrapper>
  );
}

/** The questions that match a filter, their count and their structured data. */
const FaqResults = memo(function FaqResults({ filter }: { filter: FaqFilter }) {
  const t = useMessages('community', numbers);
  const items = faqItemsOf(t.group('faqItems'));
  const visible = filterFaqs(items, filter);
  const showCategory = filter.category === ALL_CATEGORIES;
  // The count says where it counts: in every category, or in the one selected (`{scope, select, …}`).
  const scope = filter.category === ALL_CATEGORIES ? 'all' : 'category';
  const category = filter.category === ALL_CATEGORIES ? '' : t(`faqCategories.${filter.category}`);
  // Nothing here, but the same search finds questions in other categories: say how many, and link to them all.
  const elsewhere = visible.length === 0 && !showCategory ? filterFaqs(items, { ...filter, category: ALL_CATEGORIES }).length : 0;
  return (
    <>
      <StructuredData questions={visible} />
      <ResultCount role="status">{t('faq.resultCount', { count: visible.length, scope, category })}</ResultCount>
      {visible.length > 0 ? (
        <BareList gap={4}>
          {visible.map((item) => (
            <Item key={item.question}>
              {showCategory ? <CategoryTag tone="primary">{t(`faqCategories.${item.category}`)}</CategoryTag> : null}
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </Item>
          ))}
        </BareList>
      ) : (
        <Empty>
          <SearchX size={40} aria-hidden="true" />
          <h3>{t('faq.emptyTitle')}</h3>
          <p>{t('faq.emptyHint')}</p>
          {elsewhere > 0 ? (
            <>
              <Elsewhere>{t('faq.matchesElsewhere', { count: elsewhere })}</Elsewhere>
              {/* A plain link to the same search in every category: it works before and without JavaScript too. */}
              <ButtonLink
                variant="secondary"
                to={{ search: `?${faqSearchParams({ ...filter, category: ALL_CATEGORIES })}`, hash: `#${communitySections.faq}` }}
              >
                {t('faq.searchAllCategories')}
              </ButtonLink>
            </>
          ) : null}
        </Empty>
      )}
    </>
  );
});
