'use client';

import { getThemeColor, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useDeferredValue, useState } from 'react';
import type { Period } from '@/lib/shared/periods';
import { formatChartMoney, formatCompact, formatCount } from '@/lib/shared/report-format';
import { bucketLabel } from '@/lib/shared/report-range';
import { BUCKET_CHART, labelEvery, valueRange, valueScale } from './chart-scale';
import classes from './BucketChart.module.css';

export type ChartSeries = { name: string; label: string; color: string };

export type BucketChartProps = {
  /** The chart's name for a screen reader: its card's title. */
  label: string;
  period: Period;
  /** One point per bucket: the API's bucket key and a number per series. */
  data: ({ bucket: string } & Record<string, number | string>)[];
  series: ChartSeries[];
  unit: 'money' | 'count';
  stacked?: boolean;
};

const AXIS_WIDTH = 76;
const LABELS_HEIGHT = 22;
const TOP = 8;
const MAX_BAR = 28;
/** Room for an x label: «28 окт», «Ноябрь 2026». */
const LABEL_GAP = 64;

/**
 * A report's figures over its buckets, drawn as plain SVG in the theme's colours: bars for up to
 * 31 buckets (stacked or side by side), lines over filled areas for more (a year of days would
 * be bars a pixel wide). Losses go below the zero line. Pointing at a bucket shows its figures.
 * Drawn without a chart library: one render, no store of its own (record 043).
 */
export function BucketChart({ label, period, data, series, unit, stacked }: BucketChartProps) {
  const h = BUCKET_CHART.plot;
  const { ref, width: measured } = useElementSize();
  // The bars are drawn once the width is known, in a transition: in slices, not in one block.
  const width = useDeferredValue(measured);
  const [active, setActive] = useState<number | null>(null);
  const theme = useMantineTheme();
  const colors = series.map((s) => getThemeColor(s.color, theme));
  const format = unit === 'money' ? formatChartMoney : formatCount;
  const rows = data.map((point) => series.map((s) => Number(point[s.name]) || 0));
  const scale = valueScale(...valueRange(rows, Boolean(stacked)));
  const plotWidth = Math.max(width - AXIS_WIDTH, 1);
  const plotHeight = h - TOP - LABELS_HEIGHT;
  const y = (value: number) => TOP + ((scale.max - value) / (scale.max - scale.min)) * plotHeight;
  const band = plotWidth / Math.max(data.length, 1);
  const x = (index: number) => AXIS_WIDTH + band * index;
  const every = labelEvery(data.length, plotWidth, LABEL_GAP);
  const bars = data.length <= 31;

  const pointAt = (clientX: number, svg: SVGSVGElement) => {
    const index = Math.floor((clientX - svg.getBoundingClientRect().left - AXIS_WIDTH) / band);
    setActive(index >= 0 && index < data.length ? index : null);
  };

  return (
    <figure
      ref={ref}
      className={classes.chart}
      style={{ minHeight: BUCKET_CHART.plot + BUCKET_CHART.legend }}
      aria-label={label}
    >
      {width > 0 ? (
        <svg
          width={width}
          height={h}
          aria-hidden
          onPointerMove={(event) => pointAt(event.clientX, event.currentTarget)}
          onPointerLeave={() => setActive(null)}
        >
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={AXIS_WIDTH}
                x2={width}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? classes.zero : classes.grid}
              />
              <text x={AXIS_WIDTH - 8} y={y(tick)} className={classes.tick} textAnchor="end">
                {formatCompact(tick)}
              </text>
            </g>
          ))}
          {bars
            ? rows.map((values, i) => (
                <Bars
                  key={data[i].bucket}
                  values={values}
                  colors={colors}
                  left={x(i)}
                  band={band}
                  stacked={Boolean(stacked)}
                  y={y}
                />
              ))
            : series.map((s, k) => (
                <Area
                  key={s.name}
                  color={colors[k]}
                  points={rows.map((values, i) => {
                    const below = stacked ? values.slice(0, k).reduce((a, b) => a + b, 0) : 0;
                    return [x(i) + band / 2, y(below + values[k]), y(below)] as const;
                  })}
                />
              ))}
          {active !== null ? (
            <rect
              x={x(active)}
              y={TOP}
              width={band}
              height={plotHeight}
              className={classes.cursor}
            />
          ) : null}
          {data.map((point, i) =>
            i % every === 0 ? (
              <text
                key={point.bucket}
                x={x(i) + band / 2}
                y={h - 6}
                className={classes.tick}
                textAnchor="middle"
              >
                {bucketLabel(period, point.bucket)}
              </text>
            ) : null,
          )}
        </svg>
      ) : null}
      {active !== null ? (
        <div
          role="tooltip"
          className={classes.tooltip}
          style={{
            left: Math.min(x(active) + band / 2 + 12, Math.max(width - 200, 0)),
            top: TOP,
          }}
        >
          <div className={classes.tooltipTitle}>{bucketLabel(period, data[active].bucket)}</div>
          {series.map((s, k) => (
            <div key={s.name} className={classes.tooltipRow}>
              <span className={classes.swatch} style={{ background: colors[k] }} />
              <span>{s.label}</span>
              <span className={classes.value}>{format(rows[active][k])}</span>
            </div>
          ))}
        </div>
      ) : null}
      {series.length > 1 ? (
        <div className={classes.legend}>
          {series.map((s, k) => (
            <span key={s.name} className={classes.legendItem}>
              <span className={classes.swatch} style={{ background: colors[k] }} />
              {s.label}
            </span>
          ))}
        </div>
      ) : null}
    </figure>
  );
}

type BarsProps = {
  values: number[];
  colors: string[];
  left: number;
  band: number;
  stacked: boolean;
  y: (value: number) => number;
};

/** One bucket's bars: stacked up from zero (losses down from it), or side by side. */
function Bars({ values, colors, left, band, stacked, y }: BarsProps) {
  const width = Math.min(band * 0.7, stacked ? MAX_BAR : MAX_BAR * values.length);
  const start = left + (band - width) / 2;
  const barWidth = stacked ? width : width / values.length;
  // Where each bar starts: on the parts of its sign below it when stacked, else on zero.
  const bases: number[] = [];
  let above = 0;
  let below = 0;
  for (const value of values) {
    bases.push(stacked ? (value > 0 ? above : below) : 0);
    if (value > 0) above += value;
    else below += value;
  }
  return (
    <g>
      {values.map((value, k) => {
        if (value === 0) return null;
        const from = bases[k];
        const top = y(Math.max(from, from + value));
        return (
          <rect
            key={k}
            x={stacked ? start : start + barWidth * k}
            y={top}
            width={Math.max(barWidth - (stacked ? 0 : 1), 1)}
            height={Math.max(y(Math.min(from, from + value)) - top, 1)}
            fill={colors[k]}
          />
        );
      })}
    </g>
  );
}

/** One series over many buckets: its line over a filled area down to what lies below it. */
function Area({ color, points }: { color: string; points: (readonly [number, number, number])[] }) {
  const line = points.map(([px, top]) => `${px},${top}`).join(' ');
  const base = points
    .map(([px, , bottom]) => `${px},${bottom}`)
    .reverse()
    .join(' ');
  return (
    <g>
      <polygon points={`${line} ${base}`} fill={color} fillOpacity={0.25} />
      <polyline points={line} fill="none" stroke={color} strokeWidth={2} />
    </g>
  );
}
