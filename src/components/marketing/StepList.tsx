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
    &:nth-of-type(even) > :last-child {
      order: -1;
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
        {steps.map(({ id, icon, screen }, index) => (
          <Step key={id} id={stepAnchor(id)}>
            <Words>
              <IconTile icon={icon} />
              <h3>
                <StepNumber>{String(index + 1).padStart(2, '0')}</StepNumber> {words.steps[id].title}
              </h3>
              <p>{words.steps[id].description}</p>
              <CheckList items={Object.values(words.steps[id].points)} />
            </Words>
            <AppPhone screen={screen} />
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
