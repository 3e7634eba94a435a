import styled from '@emotion/styled';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useMessages } from '../../i18n/messages';
import { color, gradient, mq, radius, space, text, weight } from '../../styles/theme';

const Panel = styled.section`
  display: none;
  ${mq.lg} {
    /* From the top: the form beside it, still arriving in the stream, stretches the panel without moving its words. */
    display: flex;
    flex-direction: column;
    gap: ${space[8]};
    padding: ${space[10]};
    border: 1px solid ${color.inkEdge};
    border-radius: ${radius.xl};
    background: ${gradient.ink};
    color: ${color.onInk};
  }
  h2 {
    font-size: ${text['3xl']};
    font-weight: ${weight.black};
  }
`;

const Lead = styled.p`
  margin-top: ${space[3]};
  color: ${color.onInkMuted};
  font-size: ${text.lg};
`;

const Benefits = styled.ul`
  display: grid;
  gap: ${space[4]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${space[3]};
    font-weight: ${weight.medium};
  }
  svg {
    flex: none;
    color: ${color.signal};
  }
`;

const Highlight = styled.p`
  display: grid;
  gap: ${space[1]};
  padding: ${space[5]} ${space[6]};
  border-radius: ${radius.lg};
  background: ${color.inkSoft};
  strong {
    font-size: ${text['3xl']};
    font-weight: ${weight.black};
  }
  span {
    color: ${color.onInkMuted};
  }
`;

/** The large-screen panel beside the sign-up form: why join, in five points and one figure. */
export function SignUpPanel() {
  const panel = useMessages('account').group('joinPanel');
  return (
    <Panel aria-labelledby="signup-panel-title">
      <div>
        <h2 id="signup-panel-title">{panel.title}</h2>
        <Lead>{panel.lead}</Lead>
      </div>
      <Benefits>
        {Object.values(panel.benefits).map((benefit) => (
          <li key={benefit}>
            <CircleCheck size={22} aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </Benefits>
      <Highlight>
        <strong>{panel.highlight.figure}</strong> <span>{panel.highlight.label}</span>
      </Highlight>
    </Panel>
  );
}
