import styled from '@emotion/styled';
import type { EarningsPoint } from '../../content/demoUserData';
import { useMessages } from '../../i18n/messages';
import { numbers } from '../../i18n/numbers';
import { highestPoint, layoutBars } from '../../lib/chart';
import { color, space, text } from '../../styles/theme';

const WIDTH = 560;
const HEIGHT = 260;

const Figure = styled.figure`
  display: grid;
  gap: ${space[2]};
  svg {
    width: 100%;
    height: auto;
    aspect-ratio: ${WIDTH} / ${HEIGHT};
    overflow: visible;
  }
  /* The labels' grid runs from the inline start; in a right-to-left language the bars follow them. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  line {
    stroke: ${color.border};
  }
  rect {
    fill: ${color.primarySoft};
    stroke: ${color.primary};
  }
  rect:last-of-type {
    fill: ${color.primary};
  }
`;

const Labels = styled.ol<{ count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ count }) => count}, minmax(0, 1fr));
  padding: 0;
  list-style: none;
  color: ${color.textMuted};
  font-size: ${text.xs};
  text-align: center;
`;

const ScaleNote = styled.figcaption`
  color: ${color.textMuted};
  font-size: ${text.xs};
`;

interface EarningsChartProps {
  /** What the series shows, e.g. "Earnings by day this week"; starts the text alternative. */
  title: string;
  points: readonly EarningsPoint[];
}

/**
 * A bar chart of one earnings series. The SVG keeps a fixed aspect ratio (no layout shift when
 * the period changes) and its accessible name lists every value; the axis labels are HTML so
 * they keep a readable size however wide the chart is drawn.
 */
export function EarningsChart({ title, points }: EarningsChartProps) {
  const t = useMessages('demoUser', numbers);
  const { bars, gridLines, scaleMax } = layoutBars(
    points.map((point) => point.amount),
    { width: WIDTH, height: HEIGHT },
  );
  const labelled = points.map(({ slot, amount }) => ({ slot, value: amount, label: t(`dashboard.earnings.slots.${slot}`), amount }));
  const highest = highestPoint(labelled);
  // The text alternative lists every bar, each a message of its own, then names the highest.
  const description = highest
    ? t('dashboard.earnings.description', {
        title,
        points: labelled.map((point) => t('dashboard.earnings.point', point)).join(t('dashboard.earnings.pointSeparator')),
        label: highest.label,
        amount: t('figures.usd', { amount: highest.value }),
      })
    : title;
  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={description}>
        {gridLines.map((y) => (
          <line key={y} x1={0} x2={WIDTH} y1={y} y2={y} strokeWidth={1} />
        ))}
        {bars.map((bar, index) => (
          <rect key={points[index]?.slot} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={6} strokeWidth={1.5} />
        ))}
      </svg>
      <Labels count={points.length} aria-hidden="true">
        {labelled.map((point) => (
          <li key={point.slot}>{point.label}</li>
        ))}
      </Labels>
      <ScaleNote>{t('dashboard.earnings.scaleNote', { bottom: 0, top: scaleMax })}</ScaleNote>
    </Figure>
  );
}
