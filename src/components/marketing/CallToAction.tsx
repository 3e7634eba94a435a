import styled from '@emotion/styled';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { InternalAction } from '../../content/types';
import { color, gradient, mq, radius, space, text, weight } from '../../styles/theme';
import { ActionRow } from '../ui/ActionRow';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';

/* It follows a plain section, whose own padding already sets it apart: no second gap above it. */
const Band = styled.section`
  padding-block: 0 ${space[16]};
  ${mq.md} {
    padding-block: 0 ${space[20]};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${space[5]};
  justify-items: center;
  padding: ${space[12]} ${space[6]};
  border-radius: ${radius.xl};
  background: ${gradient.brand};
  color: ${color.onPrimary};
  text-align: center;
  h2 {
    font-size: ${text['3xl']};
    font-weight: ${weight.black};
  }
  p {
    max-width: 40rem;
    font-size: ${text.lg};
  }
`;

const Actions = styled(ActionRow)`
  margin-top: ${space[2]};
`;

const OutlineLink = styled(ButtonLink)`
  border-color: ${color.onPrimary};
  background: transparent;
  color: ${color.onPrimary};
  &:hover {
    background: ${color.onPrimary};
    color: ${color.primaryFill};
  }
`;

interface CallToActionProps {
  id: string;
  title: string;
  lead: string;
  primaryAction: InternalAction;
  secondaryAction: InternalAction;
}

/** A closing band that asks for the next step, with a main and a secondary link. */
export function CallToAction({ id, title, lead, primaryAction, secondaryAction }: CallToActionProps) {
  const headingId = `${id}-title`;
  return (
    <Band aria-labelledby={headingId}>
      <Container>
        <Panel>
          <h2 id={headingId}>{title}</h2>
          <p>{lead}</p>
          <Actions>
            <ButtonLink to={primaryAction.to} variant="inverse" size="lg">
              {primaryAction.label}
              <ArrowRight size={18} aria-hidden="true" />
            </ButtonLink>
            <OutlineLink to={secondaryAction.to} size="lg">
              {secondaryAction.label}
            </OutlineLink>
          </Actions>
        </Panel>
      </Container>
    </Band>
  );
}
