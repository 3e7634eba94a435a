/**
 * Geometry of a simple bar chart drawn in SVG user units. The chart scales with its viewBox,
 * so the numbers here never depend on the screen size.
 */

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarChartLayout {
  bars: Bar[];
  /** Vertical positions of the horizontal grid lines, top first. */
  gridLines: number[];
  /** The value at the top of the chart. */
  scaleMax: number;
}

/** Rounds a positive value up to a round number (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/**
 * Places one bar per value in equal slots across `width` (so HTML labels laid out in the same
 * number of equal columns sit under their bars), scaled so the tallest bar fits `height`.
 */
export function layoutBars(
  values: readonly number[],
  { width, height, barRatio = 0.56, gridLineCount = 4 }: { width: number; height: number; barRatio?: number; gridLineCount?: number },
): BarChartLayout {
  const scaleMax = niceCeiling(Math.max(0, ...values));
  const slot = values.length > 0 ? width / values.length : width;
  const barWidth = slot * barRatio;
  const bars = values.map((value, index) => {
    const barHeight = (Math.max(0, value) / scaleMax) * height;
    return { x: index * slot + (slot - barWidth) / 2, y: height - barHeight, width: barWidth, height: barHeight };
  });
  const gridLines = Array.from({ length: gridLineCount + 1 }, (_, index) => (height * index) / gridLineCount);
  return { bars, gridLines, scaleMax };
}

/** The point a chart's text alternative names as the highest (the first of equals); none for no data. */
export function highestPoint<Point extends { value: number }>(points: readonly Point[]): Point | undefined {
  return points.reduce<Point | undefined>((best, point) => (best === undefined || point.value > best.value ? point : best), undefined);
}
