import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { formatMoney, type Currency } from '@shop/i18n';
import type { SnapshotTimespan } from '@shop/api-client';
import { echarts } from '../echarts';
import type { ValuePoint } from '../deposit-history';

export interface DepositValueChartCanvasProps {
  points: readonly ValuePoint[];
  currency: Currency;
  timespan: SnapshotTimespan;
  localeTag: string;
  seriesName: string;
}

/** Reads a design token so the chart follows the shop's palette. */
function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** The echarts line of the deposit's value; loaded on demand (see DepositValueChart). */
export default function DepositValueChartCanvas({
  points,
  currency,
  timespan,
  localeTag,
  seriesName,
}: DepositValueChartCanvasProps) {
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
            new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 }).format(value / 100),
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
          data: points.map((point) => [point.time, point.centAmount]),
        },
      ],
    };
  }, [points, currency, timespan, localeTag, seriesName]);

  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      className="account-deposit-chart__canvas"
      opts={{ renderer: 'svg' }}
    />
  );
}
