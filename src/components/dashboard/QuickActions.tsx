import styled from '@emotion/styled';
import { ChartColumn, Search, Wallet } from 'lucide-react';
import { dashboardCopy } from '../../content/demoUser';
import { space } from '../../styles/theme';
import { Button } from '../ui/Button';
import { Panel } from '../ui/Panel';

const icons = [Search, ChartColumn, Wallet];

const Actions = styled.div`
  display: grid;
  gap: ${space[3]};
  button {
    justify-content: flex-start;
  }
`;

/** Shortcuts shown as in the product; in the demo they do nothing. */
export function QuickActions() {
  const { quickActions } = dashboardCopy;
  return (
    <Panel id="quick-actions" title={quickActions.title}>
      <Actions>
        {quickActions.actions.map((label, index) => {
          const Icon = icons[index] ?? Search;
          return (
            <Button key={label} type="button" variant={index === 0 ? 'primary' : 'secondary'}>
              <Icon size={18} aria-hidden="true" />
              {label}
            </Button>
          );
        })}
      </Actions>
    </Panel>
  );
}
