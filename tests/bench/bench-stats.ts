/**
 * The figures of `npm run bench` and their summary: every figure keeps its raw samples, and the table
 * shows median, min and max (or p95 where the budget is a percentile) next to the budget. A figure that
 * could not be measured carries the reason instead of numbers, and makes the run exit non-zero.
 */

export interface Figure {
  /** Stable key in results.json. */
  key: string;
  label: string;
  unit: string;
  samples: number[];
  /** The statistic the budget is about ('median' unless the issue names a percentile). */
  stat: 'median' | 'p95' | 'p99' | 'value';
  /** The budget in `unit`, with the direction it must hold in. */
  budget?: { max?: number; min?: number; text: string };
  note?: string;
  /** Set when the figure could not be measured. */
  error?: string;
  /** Set when the figure does not apply to this machine (e.g. no PostgreSQL): not an error. */
  skipped?: string;
}

export interface Summary {
  median: number;
  min: number;
  max: number;
  p95: number;
  p99: number;
  runs: number;
}

/** The q-quantile (0..1) of sorted `values` by linear interpolation. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? Number.NaN;
  const high = sorted[upper] ?? Number.NaN;
  return low + (high - low) * (position - lower);
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    runs: sorted.length,
  };
}

/** The value the budget is checked against. */
export function headline(figure: Figure): number {
  const summary = summarize(figure.samples);
  return figure.stat === 'p95' ? summary.p95 : figure.stat === 'p99' ? summary.p99 : summary.median;
}

export function verdict(figure: Figure): 'ok' | 'MISSED' | 'n/a' | 'ERROR' | 'skipped' {
  if (figure.skipped !== undefined) return 'skipped';
  if (figure.error !== undefined || figure.samples.length === 0) return 'ERROR';
  if (!figure.budget || (figure.budget.max === undefined && figure.budget.min === undefined)) return 'n/a';
  const value = headline(figure);
  if (figure.budget.max !== undefined && value > figure.budget.max) return 'MISSED';
  if (figure.budget.min !== undefined && value < figure.budget.min) return 'MISSED';
  return 'ok';
}

function format(value: number): string {
  if (!Number.isFinite(value)) return '-';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** One fixed-width table of every figure: headline statistic, median, min, max, runs, budget, verdict. */
export function renderTable(figures: readonly Figure[]): string {
  const header = ['figure', 'unit', 'stat', 'value', 'median', 'min', 'max', 'n', 'budget', ''];
  const rows = figures.map((figure) => {
    const summary = summarize(figure.samples);
    const failed = figure.skipped !== undefined || figure.error !== undefined || figure.samples.length === 0;
    return [
      figure.label,
      figure.unit,
      figure.stat,
      failed ? (figure.skipped !== undefined ? 'skipped' : 'not measured') : format(headline(figure)),
      failed ? '' : format(summary.median),
      failed ? '' : format(summary.min),
      failed ? '' : format(summary.max),
      String(summary.runs),
      figure.budget?.text ?? 'report',
      verdict(figure),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const notes = figures
    .filter((figure) => figure.error ?? figure.skipped ?? figure.note)
    .map(
      (figure) =>
        `- ${figure.label}: ${figure.error ? `NOT MEASURED: ${figure.error}` : (figure.skipped ?? figure.note)}`,
    );
  return [
    line(header),
    line(header.map((_, i) => '-'.repeat(widths[i] ?? 0))),
    ...rows.map(line),
    '',
    ...notes,
  ].join('\n');
}

/** A figure that should have been measured but was not (skipped figures are not). */
export function isUnmeasured(figure: Figure): boolean {
  return figure.skipped === undefined && (figure.error !== undefined || figure.samples.length === 0);
}
