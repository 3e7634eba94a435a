import styled from '@emotion/styled';
import { projectSteps } from '../../content/businessData';
import { useMessages } from '../../i18n/messages';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { Section } from '../ui/Section';
import { QuoteAction } from './QuoteAction';

/** The numbered disc each step hangs from; the line between steps runs through its centre. */
const DISC = '2.75rem';
const LINE = '2px';
/** Between steps: the line crosses it, stopping short of both discs. */
const STEP_GAP = space[8];

/*
 * The steps' numbers are a CSS counter: the ordered list carries the order for assistive
 * technology, and the page's text holds no figure the spec does not make.
 * Phones: a vertical line joins the discs down the inline start. From `md`: three columns, the
 * line running from each disc to the next across the gap.
 */
const Steps = styled(BareList)`
  counter-reset: project-step;
  gap: ${STEP_GAP};
  max-width: 40rem;
  margin-inline: auto;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    max-width: none;
  }
`;

const Step = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${space[3]};
  padding-inline-start: calc(${DISC} + ${space[4]});
  counter-increment: project-step;
  &::before {
    content: counter(project-step);
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    display: grid;
    place-items: center;
    width: ${DISC};
    height: ${DISC};
    border-radius: ${radius.pill};
    background: ${color.primaryFill};
    color: ${color.onPrimary};
    font-size: ${text.lg};
    font-weight: ${weight.black};
    font-variant-numeric: tabular-nums;
    box-shadow: 0 0 0 6px ${color.bg};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    inset-block: calc(${DISC} + ${space[2]}) calc(-1 * ${STEP_GAP} + ${space[2]});
    inset-inline-start: calc((${DISC} - ${LINE}) / 2);
    width: ${LINE};
    border-radius: ${radius.pill};
    background: ${color.border};
  }
  h3 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
    text-wrap: balance;
  }
  ${mq.md} {
    /* The three steps share their rows (a subgrid): titles, descriptions and outcome chips stand level across them. */
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: ${space[3]};
    padding-inline-start: 0;
    padding-block-start: calc(${DISC} + ${space[5]});
    &::before {
      font-size: ${text.xl};
    }
    &:not(:last-child)::after {
      inset-block: calc((${DISC} - ${LINE}) / 2) auto;
      inset-inline: calc(${DISC} + ${space[3]}) calc(-1 * ${STEP_GAP} + ${space[3]});
      width: auto;
      height: ${LINE};
    }
  }
`;

const Description = styled.p`
  color: ${color.textMuted};
  text-wrap: pretty;
`;

/** What the buyer holds when the step is done. */
const Outcome = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${space[2]};
  justify-self: start;
  margin-top: ${space[1]};
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.raised};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
  svg {
    flex: none;
    margin-top: 0.125rem;
    color: ${color.primary};
  }
`;

/** How a project runs, brief to delivery: an ordered list whose steps are joined by a line. */
export function ProjectSteps() {
  const words = useMessages('business').group('projectSection');
  return (
    <Section id="process" title={words.title} lead={words.lead}>
      <Steps as="ol">
        {projectSteps.map(({ id, icon: Icon }) => (
          <Step key={id}>
            <h3>{words.steps[id].title}</h3>
            <Description>{words.steps[id].description}</Description>
            <Outcome>
              <Icon size={18} aria-hidden="true" />
              {words.steps[id].outcome}
            </Outcome>
          </Step>
        ))}
      </Steps>
      <QuoteAction label={words.action} />
    </Section>
  );
}
