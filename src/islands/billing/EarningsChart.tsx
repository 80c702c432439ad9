/**
 * Earnings over time as bars, drawn by uPlot (about 22 KB gzipped), loaded only by this chart (a lazy import of the
 * earnings island). The canvas is hidden from assistive technology: the table beside it holds the same figures.
 * Time runs left to right in every language, and the labels come from Intl in the page's language.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  labels: readonly string[];
  /** Integer minor units, one per label. */
  values: readonly number[];
  currency: string;
  locale: string;
}

const HEIGHT = 240;

function cssColor(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export default function EarningsChart({ labels, values, currency, locale }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bar = cssColor(element, '--earnings-bar', '#4f46e5');
    const text = cssColor(element, '--earnings-text', '#4b5563');
    const grid = cssColor(element, '--earnings-grid', '#e4e7ee');
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact' });
    const unit = 10 ** (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2);
    const top = Math.max(...values, 0);
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, values.length - 0.5] },
        y: { range: () => [0, top > 0 ? top * 1.15 : unit] },
      },
      axes: [
        {
          stroke: text,
          grid: { show: false },
          ticks: { show: false },
          incrs: [1, 2, 3, 5, 7, 10, 14],
          space: 72,
          values: (_plot, splits) => splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
        },
        {
          stroke: text,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          size: 72,
          values: (_plot, splits) => splits.map((split) => money.format(split / unit)),
        },
      ],
      series: [{}, { stroke: bar, fill: bar, width: 0, points: { show: false }, paths: uPlot.paths.bars?.({ size: [0.7, 48] }) }],
    };
    const plot = new uPlot(options, [values.map((_, i) => i), [...values]], element);
    const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [labels, values, currency, locale]);

  return <div ref={box} className="earnings-chart" dir="ltr" aria-hidden="true" />;
}
