import styled from '@emotion/styled';
import { useMessages } from '../../i18n/messages';
import { steps } from '../../content/howItWorksData';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { cardSurface } from '../ui/Card';

const Index = styled.ol`
  ${cardSurface()}
  display: grid;
  gap: ${space[1]};
  width: 100%;
  max-width: 30rem;
  margin: 0;
  padding: ${space[2]};
  list-style: none;
  /* Two by two where a tablet leaves room; one above the other beside the opening's words. */
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr);
  }
  a {
    display: flex;
    align-items: center;
    gap: ${space[3]};
    min-height: 2.75rem;
    padding: ${space[2]} ${space[3]};
    border-radius: ${radius.md};
    color: ${color.text};
    font-weight: ${weight.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${color.primarySoft};
  }
  span {
    display: grid;
    flex: none;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${radius.pill};
    background: ${color.primaryFill};
    color: ${color.onPrimary};
    font-size: ${text.sm};
    font-variant-numeric: tabular-nums;
  }
`;

/** The id of a step's item on the page, which the opening's index links to. */
export const stepAnchor = (id: string) => `step-${id}`;

/** The four steps at a glance, in the page's opening: each a link down to its step. */
export function StepIndex() {
  const t = useMessages('howItWorks');
  return (
    <Index>
      {steps.map(({ id }, index) => (
        <li key={id}>
          <a href={`#${stepAnchor(id)}`}>
            <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span> {t(`stepsSection.steps.${id}.title`)}
          </a>
        </li>
      ))}
    </Index>
  );
}
