import styled from '@emotion/styled';
import Bell from 'lucide-react/icons/bell';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CreditCard from 'lucide-react/icons/credit-card';
import FileDown from 'lucide-react/icons/file-down';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Trash2 from 'lucide-react/icons/trash-2';
import type { LucideIcon } from 'lucide-react';
import { accountSettings, type SettingId } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { color, radius, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { forwardAllBut } from '../ui/forwardProps';
import { Panel } from '../ui/Panel';

const icons: Record<SettingId, LucideIcon> = {
  'payment-methods': CreditCard,
  notifications: Bell,
  privacy: ShieldCheck,
  'download-data': FileDown,
  'delete-account': Trash2,
};

/** The entry shown in the danger colour. */
const DANGEROUS: SettingId = 'delete-account';

const SettingButton = styled('button', { shouldForwardProp: forwardAllBut('danger') })<{ danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  width: 100%;
  min-height: 2.75rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.raised};
  color: ${({ danger }) => (danger ? color.danger : color.text)};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
  text-align: start;
  cursor: pointer;
  span {
    flex: 1;
  }
  &:hover {
    border-color: ${({ danger }) => (danger ? color.danger : color.primary)};
    background: ${({ danger }) => (danger ? color.dangerSoft : color.primarySoft)};
  }
`;

/** Settings entries shown as in the product; in the demo none of them does anything. */
export function AccountSettings() {
  const words = useMessages('demoUser').group('profile.settings');
  return (
    <Panel id="account-settings" title={words.title}>
      <BareList gap={2}>
        {accountSettings.map((setting) => {
          const Icon = icons[setting];
          return (
            <li key={setting}>
              <SettingButton type="button" danger={setting === DANGEROUS}>
                <Icon size={18} aria-hidden="true" />
                <span>{words.actions[setting]}</span>
                <ChevronRight size={16} aria-hidden="true" />
              </SettingButton>
            </li>
          );
        })}
      </BareList>
    </Panel>
  );
}
