import styled from '@emotion/styled';
import ChartColumn from 'lucide-react/icons/chart-column';
import Search from 'lucide-react/icons/search';
import Wallet from 'lucide-react/icons/wallet';
import type { LucideIcon } from 'lucide-react';
import { quickActions, type QuickActionId } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { space } from '../../styles/theme';
import { Button } from '../ui/Button';
import { Panel } from '../ui/Panel';

const icons: Record<QuickActionId, LucideIcon> = { 'find-quests': Search, 'view-earnings': ChartColumn, 'withdraw-funds': Wallet };

const Actions = styled.div`
  display: grid;
  gap: ${space[3]};
  button {
    justify-content: flex-start;
  }
`;

/** Shortcuts shown as in the product; in the demo they do nothing. */
export function QuickActions() {
  const words = useMessages('demoUser').group('dashboard.quickActions');
  return (
    <Panel id="quick-actions" title={words.title}>
      <Actions>
        {quickActions.map((action, index) => {
          const Icon = icons[action];
          return (
            <Button key={action} type="button" variant={index === 0 ? 'primary' : 'secondary'}>
              <Icon size={18} aria-hidden="true" />
              {words.actions[action]}
            </Button>
          );
        })}
      </Actions>
    </Panel>
  );
}
