import styled from '@emotion/styled';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { proofPanels, type ProofPanelId } from '../../content/businessData';
import { useMessages } from '../../i18n/messages';
import { color, space, text, weight } from '../../styles/theme';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { CheckList } from '../ui/CheckList';
import { IconTile } from '../ui/IconTile';
import { Section } from '../ui/Section';
import { QuoteAction } from './QuoteAction';

const Panel = styled(Card)`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: ${space[5]};
  h3 {
    font-size: ${text['2xl']};
    font-weight: ${weight.bold};
    text-wrap: balance;
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[4]};
`;

const Description = styled.p`
  color: ${color.textMuted};
  text-wrap: pretty;
`;

/** The panel's last line, under a rule: the link that backs its points. */
const Footing = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space[2]} ${space[3]};
  padding-top: ${space[5]};
  border-top: 1px solid ${color.border};
`;

const PrivacyLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: 2.75rem;
  font-weight: ${weight.semibold};
  text-underline-offset: 0.2em;
`;

/** How quality is kept and how contributors' data is handled, side by side from `md`. */
export function ProofPanels() {
  const words = useMessages('business').group('proofSection');
  /* The quality panel's figure is in its description and the page's opening, once each: no footing repeats it. */
  const footings: Partial<Record<ProofPanelId, ReactNode>> = {
    dataProtection: (
      <PrivacyLink to="/privacy">
        {words.privacyLink}
        <ArrowRight size={18} aria-hidden="true" />
      </PrivacyLink>
    ),
  };
  return (
    <Section id="quality" title={words.title} lead={words.lead} tone="tinted">
      <CardGrid columns={2}>
        {proofPanels.map(({ id, icon }) => (
          <li key={id}>
            <Panel>
              <Heading>
                <IconTile icon={icon} />
                <h3>{words.panels[id].title}</h3>
              </Heading>
              <Description>{words.panels[id].description}</Description>
              <CheckList items={Object.values(words.panels[id].points)} />
              {footings[id] ? <Footing>{footings[id]}</Footing> : null}
            </Panel>
          </li>
        ))}
      </CardGrid>
      <QuoteAction label={words.action} />
    </Section>
  );
}
