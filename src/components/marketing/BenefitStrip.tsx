import styled from '@emotion/styled';
import { color, mq, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import type { IconCardItem } from '../ui/iconCards';
import { IconTile } from '../ui/IconTile';

const List = styled(BareList)`
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
    gap: ${space[4]};
  }
  h3 {
    margin-bottom: ${space[1]};
    font-size: ${text.lg};
    font-weight: ${weight.bold};
  }
  p {
    color: ${color.textMuted};
  }
`;

/** A row of short benefits, each with its icon. */
export function BenefitStrip({ benefits }: { benefits: readonly IconCardItem[] }) {
  return (
    <List gap={8}>
      {benefits.map((benefit) => (
        <li key={benefit.key}>
          <IconTile icon={benefit.icon} />
          <div>
            <h3>{benefit.title}</h3>
            <p>{benefit.description}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
