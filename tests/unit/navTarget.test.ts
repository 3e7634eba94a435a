import { describe, expect, it } from 'vitest';
import { communitySections } from '../../src/content/communityAnchors';
import { footerColumns, footerLegal, navTargets, type NavLinkId } from '../../src/content/navigation';
import { locales } from '../../src/i18n/locales';
import { faqItemsOf, filterFaqs, parseFaqQuery, searchableText } from '../../src/lib/faqFilter';
import { navTargetLocation, type TargetLocation } from '../../src/lib/navTarget';
import { wordsOf } from '../support/words';

const footerLinks: NavLinkId[] = [...footerColumns.flatMap((column) => column.links), ...footerLegal];
const address = ({ pathname, search, hash }: TargetLocation) => `${pathname}${search}${hash}`;
const services = footerColumns.find((column) => column.id === 'services')!.links;

describe.each(locales.map((locale) => [locale.name, locale.code] as const))('footer links in %s', (_name, code) => {
  const shell = wordsOf(code, 'shell');
  const faqItems = faqItemsOf(wordsOf(code, 'community').faqItems);
  const locationOf = (link: NavLinkId) => {
    const target = navTargets[link];
    if (!('to' in target)) throw new Error(`${link} leaves the site`);
    return navTargetLocation(target, shell.linkLabels[link]);
  };

  it('each have an address of their own (WCAG 2.4.4: seven of them once opened the same page top)', () => {
    const addresses = footerLinks.filter((link) => 'to' in navTargets[link]).map((link) => address(locationOf(link)));
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('send Help Center, FAQ and Contact Us to the part of /support they name', () => {
    expect(address(locationOf('helpCenter'))).toBe(`/support?category=all#${communitySections.faq}`);
    expect(address(locationOf('faq'))).toBe(`/support#${communitySections.faq}`);
    expect(address(locationOf('contactUs'))).toBe(`/support#${communitySections.contact}`);
  });

  it.each(services)('send %s to the questions that name it, in every category', (link) => {
    const location = locationOf(link);
    expect(location.pathname).toBe('/support');
    expect(location.hash).toBe(`#${communitySections.faq}`);
    const filter = parseFaqQuery(new URLSearchParams(location.search));
    expect(filter).toEqual({ category: 'all', query: shell.linkLabels[link] });
    const found = filterFaqs(faqItems, filter);
    // The overview of quest types, and at least one question about this service by name.
    expect(found.length, shell.linkLabels[link]).toBeGreaterThanOrEqual(2);
    expect(found.some((item) => searchableText(item.question).includes(searchableText(shell.linkLabels[link])))).toBe(true);
  });
});
