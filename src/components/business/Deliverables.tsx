import styled from '@emotion/styled';
import { dataVolumeValues, deliverables, timelineValues } from '../../content/businessData';
import { useMessages } from '../../i18n/messages';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { Card } from '../ui/Card';
import { Pill } from '../ui/Pill';
import { Section } from '../ui/Section';
import { QuoteAction } from './QuoteAction';

/** One row per thing received: its name beside what it is, the rows ruled apart. */
const Sheet = styled(Card.withComponent('dl'))`
  display: grid;
  max-width: 52rem;
  margin-inline: auto;
  padding-block: ${space[2]};
  ${mq.md} {
    padding-inline: ${space[8]};
  }
`;

const Row = styled.div`
  display: grid;
  align-items: start;
  gap: ${space[3]};
  padding-block: ${space[5]};
  & + & {
    border-top: 1px solid ${color.border};
  }
  ${mq.md} {
    grid-template-columns: 14rem minmax(0, 1fr);
    gap: ${space[6]};
  }
`;

const Term = styled.dt`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  font-size: ${text.lg};
  font-weight: ${weight.bold};
  svg {
    flex: none;
    color: ${color.primary};
  }
`;

const Detail = styled.dd`
  display: grid;
  gap: ${space[3]};
  align-content: start;
  color: ${color.textMuted};
  text-wrap: pretty;
  ${mq.md} {
    padding-top: 0.125rem;
  }
`;

/* Four choices wrap as they fit; from `lg` they stand two by two. */
const Choices = styled(BareList)`
  ${mq.lg} {
    display: grid;
    grid-template-columns: repeat(2, max-content);
  }
  li {
    display: flex;
  }
`;

const Choice = styled(Pill)`
  border-radius: ${radius.sm};
`;

/** What a buyer receives: the data, and the volume and timeline choices the quote form offers. */
export function Deliverables() {
  const t = useMessages('business');
  const words = t.group('deliverablesSection');
  const choices = {
    dataVolume: dataVolumeValues.map((value) => t(`quoteForm.choices.dataVolume.${value}`)),
    timeline: timelineValues.map((value) => t(`quoteForm.choices.timeline.${value}`)),
  };
  return (
    <Section id="deliverables" title={words.title} lead={words.lead}>
      <Sheet>
        {deliverables.map((item) => {
          const { icon: Icon } = item;
          return (
            <Row key={item.id}>
              <Term>
                <Icon size={22} aria-hidden="true" />
                {words.items[item.id].title}
              </Term>
              <Detail>
                <p>{words.items[item.id].description}</p>
                {'choices' in item ? (
                  <Choices inline gap={2}>
                    {choices[item.choices].map((choice) => (
                      <li key={choice}>
                        <Choice tone="neutral" size="md">
                          {choice}
                        </Choice>
                      </li>
                    ))}
                  </Choices>
                ) : null}
              </Detail>
            </Row>
          );
        })}
      </Sheet>
      <QuoteAction label={words.action} />
    </Section>
  );
}
