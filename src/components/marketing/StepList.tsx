import styled from '@emotion/styled';
import { steps } from '../../content/howItWorksData';
import { useMessages } from '../../i18n/messages';
import { color, mq, space, text, tracking, weight } from '../../styles/theme';
import { AppPhone } from '../phone/AppPhone';
import { BareList } from '../ui/BareList';
import { CheckList } from '../ui/CheckList';
import { IconTile } from '../ui/IconTile';
import { Section } from '../ui/Section';
import { stepAnchor } from './StepIndex';

const Steps = styled(BareList)`
  gap: ${space[16]};
  ${mq.lg} {
    gap: ${space[20]};
  }
`;

/** A step's words beside its screen; every other step puts the screen first on wide screens. */
const Step = styled.li`
  display: grid;
  gap: ${space[8]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space[16]};
    /* Where the page has room, each phone leans a little towards its words. */
    > :last-child {
      transform: rotate(2deg);
    }
    &:nth-of-type(even) > :last-child {
      order: -1;
      transform: rotate(-2deg);
    }
  }
`;

const Words = styled.div`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
  max-width: 32rem;
  ${mq.lg} {
    justify-self: center;
  }
  h3 {
    display: grid;
    gap: ${space[2]};
    font-size: ${text['3xl']};
    font-weight: ${weight.black};
  }
  p {
    color: ${color.textMuted};
    font-size: ${text.lg};
  }
`;

const StepNumber = styled.span`
  color: ${color.primary};
  font-size: ${text.sm};
  font-weight: ${weight.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: ${tracking.widest};
`;

/** The four numbered steps from sign-up to rewards, each beside the app's screen for it. */
export function StepList() {
  const words = useMessages('howItWorks').group('stepsSection');
  return (
    <Section id="steps" title={words.title} lead={words.lead}>
      <Steps as="ol">
        {steps.map(({ id, icon, screen }, index) => {
          // The first step's points are what its phone shows: the page does not say them twice.
          const step: { title: string; description: string; points?: Record<string, string> } = words.steps[id];
          return (
            <Step key={id} id={stepAnchor(id)}>
              <Words>
                <IconTile icon={icon} />
                <h3>
                  <StepNumber>{String(index + 1).padStart(2, '0')}</StepNumber> {step.title}
                </h3>
                <p>{step.description}</p>
                {step.points ? <CheckList items={Object.values(step.points)} /> : null}
              </Words>
              <AppPhone screen={screen} />
            </Step>
          );
        })}
      </Steps>
    </Section>
  );
}
