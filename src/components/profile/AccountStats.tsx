import styled from '@emotion/styled';
import { badges, profileStats, successRate } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
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
  const t = useMessages('demoUser', numbers);
  const rows = [
    { label: t('profile.accountStats.memberSince'), value: t('figures.monthYear', { date: profileStats.joinDate }) },
    {
      label: t('profile.accountStats.totalBadges'),
      value: t('profile.accountStats.badgeCount', { earned: profileStats.badges, total: badges.length }),
    },
    { label: t('profile.accountStats.rank'), value: t(`ranks.${profileStats.rank}`) },
    { label: t('profile.accountStats.successRate'), value: t('profile.accountStats.percent', { rate: successRate }) },
  ];
  return (
    <Panel id="account-stats" title={t('profile.accountStats.title')}>
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
