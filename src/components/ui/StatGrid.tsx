import { css } from '@emotion/react';
import styled from '@emotion/styled';
import type { LucideIcon } from 'lucide-react';
import { color, leading, mq, radius, space, text, tracking, weight } from '../../styles/theme';
import { cardSurface } from './Card';
import { forwardAllBut } from './forwardProps';
import { iconHolder } from './iconHolder';

/**
 * - `panel`: cards with the label and an icon above the value (the dashboard).
 * - `band`: large figures on the dark band of the home page.
 * - `raised`: large figures in the primary colour on cards (the business page's intro).
 * - `inset`: small figures on tinted tiles inside a card (the profile header).
 */
export type StatGridVariant = 'panel' | 'band' | 'raised' | 'inset';

export interface StatItem {
  label: string;
  value: string;
  /** Shown beside the label in the `panel` variant. */
  icon?: LucideIcon;
}

/* Every variant but `panel` shows the figure above its label; a <dl> needs the label first. */
const figureFirst = css`
  display: flex;
  flex-direction: column-reverse;
  justify-content: center;
  gap: ${space[1]};
  text-align: center;
  dt {
    font-size: ${text.sm};
  }
  dd {
    text-wrap: balance;
  }
`;

/*
 * The large figures share a row with their label on phones (the figure at the start), so the
 * longest figure of any language ("2.5 مليون دولار+") has the row's width and keeps to one line;
 * from `md` they stand above their labels. A figure's own spaces are no-break spaces (its
 * words), so if it ever must wrap (a very large default font), it wraps between words, never
 * inside a number.
 */
const largeFigure = css`
  ${figureFirst}
  ${mq.belowMd} {
    flex-flow: row-reverse wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space[1]} ${space[4]};
    text-align: start;
  }
`;

const itemLooks: Record<StatGridVariant, ReturnType<typeof css>> = {
  panel: css`
    ${cardSurface()}
    display: grid;
    /* Cards of a row share its height: the values sit at their foot, level whether a label takes one line or two. */
    align-content: space-between;
    gap: ${space[2]};
    padding: ${space[4]};
    ${mq.md} {
      padding: ${space[5]};
    }
    dt {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${space[2]};
      color: ${color.textMuted};
      font-size: ${text.sm};
      font-weight: ${weight.medium};
    }
    dd {
      font-size: ${text['2xl']};
      font-weight: ${weight.bold};
      line-height: ${leading.heading};
    }
  `,
  band: css`
    ${largeFigure}
    padding: ${space[6]} ${space[4]};
    border-radius: ${radius.lg};
    background: ${color.inkSoft};
    ${mq.lg} {
      padding-inline: ${space[2]};
    }
    dt {
      color: ${color.onInkMuted};
    }
    /* Sized so the longest figure of any language ("أقل من 10 دقائق") fits a quarter of the band. */
    dd {
      color: ${color.onInk};
      font-size: ${text.figure};
      font-weight: ${weight.black};
      font-variant-numeric: tabular-nums;
      letter-spacing: ${tracking.tight};
    }
  `,
  raised: css`
    ${cardSurface()}
    ${largeFigure}
    padding: ${space[5]} ${space[4]};
    dt {
      color: ${color.textMuted};
      font-weight: ${weight.medium};
    }
    dd {
      color: ${color.primary};
      font-size: ${text['3xl']};
      font-weight: ${weight.black};
      line-height: ${leading.tight};
    }
  `,
  inset: css`
    ${figureFirst}
    padding: ${space[3]};
    border-radius: ${radius.md};
    background: ${color.surface};
    dt {
      color: ${color.textMuted};
    }
    dd {
      font-size: ${text.lg};
      font-weight: ${weight.bold};
      ${mq.md} {
        font-size: ${text.xl};
      }
    }
  `,
};

const shouldForwardProp = forwardAllBut('variant');

/* Cards with an icon beside the label need the width of four columns only from `lg`. */
/* One figure a row on phones for the large figures (`band`, `raised`), two between, four on wide screens; the small ones two, then four. */
const Grid = styled('dl', { shouldForwardProp })<{ variant: StatGridVariant }>`
  display: grid;
  ${({ variant }) => (variant === 'band' || variant === 'raised' ? '' : 'grid-template-columns: repeat(2, minmax(0, 1fr));')}
  gap: ${({ variant }) => (variant === 'inset' ? space[3] : space[4])};
  ${mq.md} {
    grid-template-columns: repeat(${({ variant }) => (variant === 'band' || variant === 'raised' ? 2 : 4)}, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled('div', { shouldForwardProp })<{ variant: StatGridVariant }>`
  ${({ variant }) => itemLooks[variant]}
`;

const StatIcon = styled.span`
  ${iconHolder('2.25rem')}
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.primary};
`;

interface StatGridProps {
  stats: readonly StatItem[];
  variant: StatGridVariant;
  /** Names the figures when no heading does: a group, which assistive technology reads (a name on a <dl> may go unread). */
  label?: string;
}

/** Headline figures, each with what it counts: one or two columns on phones, four on wider screens. */
export function StatGrid({ stats, variant, label }: StatGridProps) {
  const grid = (
    <Grid variant={variant}>
      {stats.map(({ label: statLabel, value, icon: Icon }) => (
        <Stat key={statLabel} variant={variant}>
          <dt>
            {statLabel}
            {Icon ? (
              <StatIcon>
                <Icon size={20} aria-hidden="true" />
              </StatIcon>
            ) : null}
          </dt>
          <dd>{value}</dd>
        </Stat>
      ))}
    </Grid>
  );
  return label ? (
    <div role="group" aria-label={label}>
      {grid}
    </div>
  ) : (
    grid
  );
}
