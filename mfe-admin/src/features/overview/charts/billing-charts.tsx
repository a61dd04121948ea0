import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, type AgingBucket, type BucketTotals, formatWeekOf, type WeeklyMargin } from '@freight/domain/billing';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

/**
 * The Overview's two billing charts, drawn as SVG with visx. This module is its own chunk, loaded
 * after the Overview has painted (billing-reports.tsx); each chart is a labelled image whose
 * numbers are in the table beside it.
 */

const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 64 };
const FALLBACK_WIDTH = 640;

const Frame = styled.div`
  width: 100%;
  min-width: 0;

  svg {
    display: block;
    max-width: 100%;
  }
  text {
    fill: ${({ theme }) => theme.colors.gray600};
    font-size: 11px;
    font-family: ${({ theme }) => theme.fonts.body};
  }
`;

const MIN_WIDTH = 240;

/**
 * The width the chart has on the page, measured before the first paint and followed as the card
 * changes (a phone turned, a window resized), so the SVG never runs past its card.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const fit = (measured: number) => setWidth(measured > 0 ? Math.max(MIN_WIDTH, Math.floor(measured)) : FALLBACK_WIDTH);
    fit(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => fit(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** "$12k", "-$800", "$1.2M": an axis label, to the nearest whole unit. */
const axisDollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(cents / 100);

interface ChartProps {
  /** The image's name and the longer description read after it. */
  label: string;
  summary: string;
}

function YAxis({ scale, width }: { scale: ReturnType<typeof scaleLinear<number>>; width: number }) {
  const { colors } = useTheme();
  return (
    <g aria-hidden="true">
      {scale.ticks(5).map((tick) => (
        <g key={tick} transform={`translate(0, ${scale(tick)})`}>
          <line x1={0} x2={width} stroke={tick === 0 ? colors.gray500 : colors.gray200} />
          <text x={-8} dy="0.32em" textAnchor="end">
            {axisDollars(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Revenue and margin of each week, side by side; a loss goes below the zero line. */
export function WeeklyRevenueChart({ weeks, label, summary }: ChartProps & { weeks: WeeklyMargin[] }) {
  const { colors } = useTheme();
  const { ref, width } = useWidth();
  const titleId = useId();
  const descId = useId();
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: weeks.map((w) => w.weekOf), range: [0, innerWidth], padding: 0.25 });
  const side = scaleBand({ domain: ['revenue', 'margin'], range: [0, x.bandwidth()], padding: 0.08 });
  const low = Math.min(0, ...weeks.map((w) => w.marginCents));
  const high = Math.max(100_00, ...weeks.map((w) => w.revenueCents));
  const y = scaleLinear({ domain: [low, high], range: [innerHeight, 0], nice: true });
  // Every week's label where they fit, else every second or third.
  const every = Math.ceil(weeks.length / Math.max(1, Math.floor(innerWidth / 48)));
  const bar = (value: number) => ({ y: Math.min(y(value), y(0)), height: Math.abs(y(value) - y(0)) });
  return (
    <Frame ref={ref}>
      <svg width={width} height={HEIGHT} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <title id={titleId}>{label}</title>
        <desc id={descId}>{summary}</desc>
        <Group top={MARGIN.top} left={MARGIN.left}>
          <YAxis scale={y} width={innerWidth} />
          {weeks.map((week, i) => (
            <Group key={week.weekOf} left={x(week.weekOf) ?? 0}>
              <Bar x={side('revenue')} width={side.bandwidth()} {...bar(week.revenueCents)} fill={colors.blue500} data-series="revenue" />
              <Bar x={side('margin')} width={side.bandwidth()} {...bar(week.marginCents)} fill={week.marginCents < 0 ? colors.red600 : colors.green600} data-series="margin" />
              {i % every === 0 && (
                <text x={x.bandwidth() / 2} y={innerHeight + 20} textAnchor="middle" aria-hidden="true">
                  {formatWeekOf(week.weekOf)}
                </text>
              )}
            </Group>
          ))}
        </Group>
      </svg>
    </Frame>
  );
}

/** The colour of each bucket, from on time to long past due. */
function bucketColors(colors: ReturnType<typeof useTheme>['colors']): Record<AgingBucket, string> {
  return { current: colors.green600, '1-30': colors.yellow600, '31-60': colors.orange600, '61-90': colors.red600, '90+': colors.red700 };
}

/** Open receivables in each aging bucket. */
export function AgingChart({ buckets, label, summary }: ChartProps & { buckets: BucketTotals }) {
  const { colors } = useTheme();
  const { ref, width } = useWidth();
  const titleId = useId();
  const descId = useId();
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: [...AGING_BUCKETS], range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear({ domain: [0, Math.max(100_00, ...AGING_BUCKETS.map((b) => buckets[b]))], range: [innerHeight, 0], nice: true });
  const fill = bucketColors(colors);
  return (
    <Frame ref={ref}>
      <svg width={width} height={HEIGHT} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <title id={titleId}>{label}</title>
        <desc id={descId}>{summary}</desc>
        <Group top={MARGIN.top} left={MARGIN.left}>
          <YAxis scale={y} width={innerWidth} />
          {AGING_BUCKETS.map((bucket) => (
            <Group key={bucket} left={x(bucket) ?? 0}>
              <Bar x={0} width={x.bandwidth()} y={y(buckets[bucket])} height={innerHeight - y(buckets[bucket])} fill={fill[bucket]} data-bucket={bucket} />
              <text x={x.bandwidth() / 2} y={innerHeight + 20} textAnchor="middle" aria-hidden="true">
                {AGING_BUCKET_LABELS[bucket]}
              </text>
            </Group>
          ))}
        </Group>
      </svg>
    </Frame>
  );
}
