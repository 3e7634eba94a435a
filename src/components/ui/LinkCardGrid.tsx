import styled from '@emotion/styled';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router-dom';
import type { RoutePath } from '../../routes';
import { color, space } from '../../styles/theme';
import { Card } from './Card';
import { CardGrid } from './CardGrid';

export interface LinkCardItem {
  label: string;
  to: RoutePath;
  description: string;
}

const LinkCard = styled(Card.withComponent(Link))`
  display: grid;
  gap: ${space[1]};
  padding: ${space[5]};
  color: ${color.text};
  text-decoration: none;
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    color: ${color.primary};
  }
  span {
    color: ${color.textMuted};
  }
`;

/** Pages of the site as cards, two side by side from `md`: each card is one link. */
export function LinkCardGrid({ links }: { links: readonly LinkCardItem[] }) {
  return (
    <CardGrid columns={2}>
      {links.map((link) => (
        <li key={link.to}>
          <LinkCard to={link.to} interactive>
            <strong>
              {link.label} <ArrowRight size={18} aria-hidden="true" />
            </strong>
            <span>{link.description}</span>
          </LinkCard>
        </li>
      ))}
    </CardGrid>
  );
}
