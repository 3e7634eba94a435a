import { describe, expect, it } from 'vitest';
import { partners, showsVerifiedTick, testimonialAuthors, type TestimonialAuthor } from '../../src/content/proof';
import { locales } from '../../src/i18n/locales';
import { wordsOf } from '../support/words';

/** Names every developer has met in a sample database or a film: a visitor has too. */
const FAMOUS_SAMPLE_NAMES =
  /northwind|contoso|fabrikam|adventure works|wingtip|tailspin|litware|woodgrove|acme|initech|globex|umbrella|cyberdyne|wayne|stark|hooli|dunder/i;

describe('the proof on the home page (operator content)', () => {
  it('borrows no famous sample name for a partner or a testimonial’s company', () => {
    for (const name of [...partners.map((partner) => partner.name), ...testimonialAuthors.map((author) => author.company)]) {
      expect(name).not.toMatch(FAMOUS_SAMPLE_NAMES);
    }
  });

  it('never pairs a drawing with the “verified earner” tick', () => {
    for (const author of testimonialAuthors) expect(showsVerifiedTick(author), author.id).toBe(false);
    const drawn: TestimonialAuthor = { ...testimonialAuthors[0], verified: true };
    expect(showsVerifiedTick(drawn)).toBe(false);
    expect(showsVerifiedTick({ ...drawn, portrait: { src: '/images/avatars/photo.jpg', kind: 'photo' } })).toBe(true);
  });

  it.each(locales.map((locale) => locale.code))('gives every earnings badge in %s a figure the spec makes', (code) => {
    // Spec §9: up to $15.50 an hour; 2,000 points per invite; 500–5,000 points a week.
    const figures = [/15[.,]50/, /2[.,\s\u00a0\u202f]?000/, /500[–\s\u00a0a-zà]+5[.,\s\u00a0\u202f]?000/];
    const badges = Object.values(wordsOf(code, 'homeSections').testimonialsSection.testimonials).map((testimonial) => testimonial.earnings);
    expect(badges).toHaveLength(figures.length);
    badges.forEach((badge, index) => expect(badge, code).toMatch(figures[index]!));
  });
});
