import styled from '@emotion/styled';
import { badges, profileStats, successRate } from '../../content/demoUserData';
import { useWords } from '../../i18n/messages';
import { useFormatter } from '../../i18n/useFormatter';
import { color, space, text, weight } from '../../styles/theme';
import { Panel } from '../ui/Panel';

const List = styled.dl`
  display: grid;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${space[4]};
    padding-block: ${space[3]};
  }
  div + div {
    border-top: 1px solid ${color.border};
  }
  dt {
    color: ${color.textMuted};
  }
  dd {
    font-weight: ${weight.semibold};
    text-align: end;
  }
  font-size: ${text.sm};
`;

/** Membership facts of the demo account. */
export function AccountStats() {
  const { profile, ranks } = useWords('demoUser');
  const format = useFormatter();
  const words = profile.accountStats;
  const rows = [
    { label: words.memberSince, value: format.monthYear(profileStats.joinDate) },
    { label: words.totalBadges, value: words.badgeCount(profileStats.badges, badges.length) },
    { label: words.rank, value: ranks[profileStats.rank] },
    { label: words.successRate, value: words.percent(format.count(successRate)) },
  ];
  return (
    <Panel id="account-stats" title={words.title}>
      <List>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </List>
    </Panel>
  );
}
