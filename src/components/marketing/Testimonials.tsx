import styled from '@emotion/styled';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Quote from 'lucide-react/icons/quote';
import { showsVerifiedTick, testimonialAuthors, type TestimonialAuthor, type TestimonialId } from '../../content/proof';
import { useMessages, type Catalog } from '../../i18n/messages';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { Card } from '../ui/Card';
import { Pill } from '../ui/Pill';
import { Section } from '../ui/Section';
import { VisuallyHidden } from '../ui/VisuallyHidden';

const AVATAR_SIZE = 48;

/*
 * One column on phones, two from `md`; from `lg` three cards whose parts share rows (a subgrid):
 * the badges, the quotes and the author rows line up across the cards whatever each one says.
 */
const Cards = styled(BareList)`
  gap: ${space[6]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > li {
    display: grid;
    ${mq.lg} {
      grid-row: span 3;
      grid-template-rows: subgrid;
      row-gap: 0;
    }
  }
`;

const Figure = styled(Card)`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${space[5]};
  margin: 0;
  ${mq.lg} {
    grid-row: span 3;
    grid-template-rows: subgrid;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  > svg {
    color: ${color.primary};
  }
`;

const Blockquote = styled.blockquote`
  color: ${color.text};
  font-size: ${text.lg};
  line-height: 1.55;
`;

const Author = styled.figcaption`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  padding-top: ${space[5]};
  border-top: 1px solid ${color.border};
  img {
    flex: none;
    border-radius: ${radius.pill};
  }
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  font-weight: ${weight.bold};
  svg {
    color: ${color.primary};
  }
`;

const Role = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${text.sm};
`;

interface TestimonialCardProps {
  author: TestimonialAuthor;
  testimonial: Catalog['homeSections']['testimonialsSection']['testimonials'][TestimonialId];
  verifiedLabel: string;
}

function TestimonialCard({ author, testimonial, verifiedLabel }: TestimonialCardProps) {
  const t = useMessages('homeSections');
  return (
    <Figure as="figure">
      <Top>
        <Quote size={28} aria-hidden="true" />
        <Pill as="p" tone="primary" size="md">
          {testimonial.earnings}
        </Pill>
      </Top>
      <Blockquote>
        <p>{testimonial.quote}</p>
      </Blockquote>
      <Author>
        <img src={author.portrait.src} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} loading="lazy" decoding="async" />
        <span>
          <Name>
            {author.name}
            {showsVerifiedTick(author) ? (
              <>
                <BadgeCheck size={18} aria-hidden="true" />
                <VisuallyHidden>{` (${verifiedLabel})`}</VisuallyHidden>
              </>
            ) : null}
          </Name>
          <Role>{t('testimonialsSection.byline', { role: testimonial.role, company: author.company })}</Role>
        </span>
      </Author>
    </Figure>
  );
}

/** Three earners' testimonials, each with an earnings badge in the spec's own figures (operator content: `src/content/proof.ts`). */
export function Testimonials() {
  const t = useMessages('homeSections');
  const testimonials = t.group('testimonialsSection.testimonials');
  return (
    <Section id="testimonials" title={t('testimonialsSection.title')} lead={t('testimonialsSection.lead')}>
      <Cards>
        {testimonialAuthors.map((author) => (
          <li key={author.id}>
            <TestimonialCard author={author} testimonial={testimonials[author.id]} verifiedLabel={t('testimonialsSection.verifiedLabel')} />
          </li>
        ))}
      </Cards>
    </Section>
  );
}
