import styled from '@emotion/styled';
import CircleCheck from 'lucide-react/icons/circle-check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { recentActivity } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
import { color, radius, space, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { iconHolder } from '../ui/iconHolder';
import { MetaRow } from '../ui/MetaRow';
import { Panel } from '../ui/Panel';
import { Pill } from '../ui/Pill';

const List = styled(BareList)`
  li + li {
    border-top: 1px solid ${color.border};
  }
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space[3]};
  padding-block: ${space[3]};
`;

const StatusIcon = styled.span<{ done: boolean }>`
  ${iconHolder('2.25rem')}
  border-radius: ${radius.pill};
  background: ${({ done }) => (done ? color.successSoft : color.warningSoft)};
  color: ${({ done }) => (done ? color.success : color.warning)};
`;

const Details = styled.div`
  display: grid;
  gap: ${space[1]};
  min-width: 0;
  p {
    font-weight: ${weight.semibold};
  }
`;

const Reward = styled.span`
  color: ${color.success};
  font-weight: ${weight.bold};
  white-space: nowrap;
`;

/** The latest quests, with their reward and whether they are still in progress. */
export function RecentActivity() {
  const t = useMessages('demoUser', numbers);
  const activity = t.group('dashboard.activity');
  return (
    <Panel id="activity" title={activity.title}>
      <List>
        {recentActivity.map((item) => {
          const done = item.status === 'completed';
          const Icon = done ? CircleCheck : LoaderCircle;
          const words = activity.items[item.id];
          return (
            <Item key={item.id}>
              <StatusIcon done={done}>
                <Icon size={18} aria-hidden="true" />
              </StatusIcon>
              <Details>
                <p>{words.title}</p>
                <MetaRow>
                  <Pill tone={done ? 'success' : 'warning'}>{activity.status[item.status]}</Pill> <span>{words.time}</span>
                </MetaRow>
              </Details>
              <Reward>{t('figures.usdChange', { amount: item.reward })}</Reward>
            </Item>
          );
        })}
      </List>
    </Panel>
  );
}
