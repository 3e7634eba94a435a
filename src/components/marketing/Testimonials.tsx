import styled from '@emotion/styled';
import { BadgeCheck, Quote } from 'lucide-react';
import type { Testimonial } from '../../content/en/homeSections';
import { useWords } from '../../i18n/words';
import { color, radius, space, text, weight } from '../../styles/theme';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { Pill } from '../ui/Pill';
import { Section } from '../ui/Section';
import { VisuallyHidden } from '../ui/VisuallyHidden';

const AVATAR_SIZE = 48;

const Figure = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  margin: 0;
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
  flex: 1;
  color: ${color.text};
  font-size: ${text.lg};
  line-height: 1.55;
`;

const Author = styled.figcaption`
  display: flex;
  align-items: center;
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

function TestimonialCard({ testimonial, verifiedLabel }: { testimonial: Testimonial; verifiedLabel: string }) {
  return (
    <Figure as="figure">
      <Top>
        <Quote size={28} aria-hidden="true" />
        <Pill as="p" tone="success" size="md">
          {testimonial.earnings}
        </Pill>
      </Top>
      <Blockquote>
        <p>{testimonial.quote}</p>
      </Blockquote>
      <Author>
        <img src={testimonial.image} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} loading="lazy" decoding="async" />
        <span>
          <Name>
            {testimonial.author}
            {testimonial.verified ? (
              <>
                <BadgeCheck size={18} aria-hidden="true" />
                <VisuallyHidden>{` (${verifiedLabel})`}</VisuallyHidden>
              </>
            ) : null}
          </Name>
          <Role>{`${testimonial.role}, ${testimonial.company}`}</Role>
        </span>
      </Author>
    </Figure>
  );
}

/** Three earners' testimonials, each with an earnings badge. */
export function Testimonials() {
  const content = useWords('homeSections').testimonialsSection;
  return (
    <Section id="testimonials" title={content.title} lead={content.lead}>
      <CardGrid columns={3}>
        {content.testimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialCard testimonial={testimonial} verifiedLabel={content.verifiedLabel} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
