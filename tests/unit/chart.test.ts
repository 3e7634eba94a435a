import { describe, expect, it } from 'vitest';
import { messagesIn } from '../support/words';
import { highestPoint, layoutBars, niceCeiling } from '../../src/lib/chart';

describe('niceCeiling', () => {
  it.each([
    [27.6, 30],
    [5.75, 6],
    [171.2, 200],
    [0.7, 0.8],
    [10, 10],
    [1, 1],
    [0, 1],
  ])('rounds %s up to %s', (value, expected) => {
    expect(niceCeiling(value)).toBeCloseTo(expected, 10);
  });
});

describe('layoutBars', () => {
  it('places one bar per value in equal slots, scaled to the rounded maximum', () => {
    const { bars, scaleMax, gridLines } = layoutBars([10, 20, 30], { width: 300, height: 100, barRatio: 0.5 });
    expect(scaleMax).toBe(30);
    const rounded = bars.map((bar) => Object.fromEntries(Object.entries(bar).map(([key, value]) => [key, Math.round(value * 100) / 100])));
    expect(rounded).toEqual([
      { x: 25, y: 66.67, width: 50, height: 33.33 },
      { x: 125, y: 33.33, width: 50, height: 66.67 },
      { x: 225, y: 0, width: 50, height: 100 },
    ]);
    expect(gridLines).toEqual([0, 25, 50, 75, 100]);
  });

  it('keeps every bar inside the chart and draws nothing below zero', () => {
    const { bars } = layoutBars([-5, 0, 12.5], { width: 560, height: 260 });
    for (const bar of bars) {
      expect(bar.height).toBeGreaterThanOrEqual(0);
      expect(bar.y + bar.height).toBeCloseTo(260, 10);
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(560);
    }
    expect(bars[0]?.height).toBe(0);
  });

  it('handles an empty series', () => {
    expect(layoutBars([], { width: 100, height: 50 }).bars).toEqual([]);
  });
});

describe('highestPoint', () => {
  it('names the highest point, the first of equals', () => {
    const points = [
      { label: 'Mon', value: 18.2 },
      { label: 'Tue', value: 27.6 },
      { label: 'Wed', value: 27.6 },
      { label: 'Thu', value: 3 },
    ];
    expect(highestPoint(points)).toBe(points[1]);
  });

  it('has none when there is no data', () => {
    expect(highestPoint([])).toBeUndefined();
  });
});

describe("the dashboard chart's description", () => {
  it('lists every point and names the highest one, in the demo user’s words', () => {
    const t = messagesIn('en', 'demoUser');
    const points = [
      { label: 'Mon', amount: 18.2 },
      { label: 'Tue', amount: 27.6 },
      { label: 'Wed', amount: 3 },
    ];
    const description = t('dashboard.earnings.description', {
      title: 'Earnings by day',
      points: points.map((point) => t('dashboard.earnings.point', point)).join(t('dashboard.earnings.pointSeparator')),
      label: 'Tue',
      amount: t('figures.usd', { amount: 27.6 }),
    });
    expect(description).toBe('Earnings by day: Mon $18.20, Tue $27.60, Wed $3.00. Highest: Tue, $27.60.');
  });
});
