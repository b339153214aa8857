import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { formatMoney, formatNumber, type Currency } from '@shop/i18n';
import { echarts } from './echarts';

/** An amount at a time: a metal price or a deposit's value. */
export interface MoneyPoint {
  timestamp: string;
  /** Minor units of the chart's currency. */
  centAmount: number;
}

export interface MoneyLineChartCanvasProps {
  /** Oldest first. */
  points: readonly MoneyPoint[];
  currency: Currency;
  /** A week labels weekdays and times; longer spans label months. */
  timespan: '1w' | '6m' | '1y';
  localeTag: string;
  seriesName: string;
  /** Gives the chart its size (echarts draws into the box it is given). */
  className: string;
}

/** Reads a design token so the chart follows the shop's palette. */
function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * The echarts line of amounts over time, in the shop's palette: the precious-metal rates chart and
 * the deposit's value chart. echarts is large, so this module is reached only through
 * MoneyLineChart's dynamic import and arrives in its own chunk when a chart is drawn.
 */
export default function MoneyLineChartCanvas({
  points,
  currency,
  timespan,
  localeTag,
  seriesName,
  className,
}: MoneyLineChartCanvasProps) {
  const option = useMemo(() => {
    const axisDate = new Intl.DateTimeFormat(
      localeTag,
      timespan === '1w'
        ? { weekday: 'short', day: 'numeric' }
        : { month: 'short', year: '2-digit' },
    );
    const tooltipDate = new Intl.DateTimeFormat(localeTag, {
      dateStyle: 'medium',
      ...(timespan === '1w' ? { timeStyle: 'short' as const } : {}),
    });
    const line = token('--ui-color-gold-600', '#a57b31');
    const grid = token('--ui-color-border', '#e4e0d6');
    const text = token('--ui-color-text-muted', '#5f5a52');
    return {
      animation: false,
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        formatter: (params: Array<{ value: [number, number] }>) => {
          const [first] = params;
          if (!first) return '';
          const [time, amount] = first.value;
          return `${tooltipDate.format(time)}<br/><strong>${formatMoney(amount, currency, localeTag)}</strong>`;
        },
      },
      xAxis: {
        type: 'time',
        axisLabel: {
          color: text,
          formatter: (value: number) => axisDate.format(value),
          hideOverlap: true,
        },
        axisLine: { lineStyle: { color: grid } },
        splitLine: { show: false },
      },
      yAxis: {
        type: 'value',
        scale: true,
        axisLabel: {
          color: text,
          formatter: (value: number) =>
            formatNumber(value / 100, localeTag, { maximumFractionDigits: 0 }),
        },
        splitLine: { lineStyle: { color: grid } },
      },
      series: [
        {
          type: 'line',
          name: seriesName,
          showSymbol: false,
          lineStyle: { color: line, width: 2 },
          itemStyle: { color: line },
          areaStyle: { color: line, opacity: 0.08 },
          data: points.map((p) => [Date.parse(p.timestamp), p.centAmount]),
        },
      ],
    };
  }, [points, currency, timespan, localeTag, seriesName]);

  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      className={className}
      opts={{ renderer: 'svg' }}
    />
  );
}
