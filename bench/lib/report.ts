/** Turns results into the printed table and the "x% of bare" lines. */
import type { LoadResult, LoadSettings } from './load';

/** The middle item by `value` (of an even count, the lower of the two middle ones): a bench's median run or figure. */
export function lowerMedian<T>(items: readonly T[], value: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Each round's share of the baseline's figure of the same round, in round order; undefined when the rounds do not pair up. */
export function roundShares(result: LoadResult, baseline: LoadResult): number[] | undefined {
  const { rounds } = result;
  const bareRounds = baseline.rounds;
  if (!rounds || !bareRounds || rounds.length < 2 || rounds.length !== bareRounds.length || bareRounds.some((n) => n <= 0)) return undefined;
  return rounds.map((n, i) => n / bareRounds[i]!);
}

/**
 * The result's share of the baseline. Measured in rounds (bench/run.ts measures every target in
 * turn, round after round), each round's figure is set against the baseline's of the same round,
 * seconds apart, and the share is the median of those (of two, the lower): the machine's speed
 * drifts by a quarter over minutes, so the baseline's median round and a target's median round
 * may have been measured at different speeds.
 */
export function ratio(result: LoadResult, baseline: LoadResult | undefined): number | undefined {
  if (!baseline || baseline.requestsPerSecond === 0) return undefined;
  const shares = roundShares(result, baseline);
  return shares ? lowerMedian(shares, (share) => share) : result.requestsPerSecond / baseline.requestsPerSecond;
}

export function formatTable(results: LoadResult[], baseline: LoadResult | undefined): string {
  const header = ['target', 'req/s (mean)', 'p99 ms', `vs ${baseline?.name ?? 'baseline'}`, 'rounds (req/s)'];
  const rows = results.map((result) => {
    const r = ratio(result, baseline);
    return [result.name, result.requestsPerSecond.toFixed(0), formatMs(result.latencyP99Ms), r === undefined ? '-' : `${formatRatio(r)}×`, (result.rounds ?? []).join(' ')];
  });
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** autocannon records whole milliseconds, so 0 means under one. */
function formatMs(ms: number): string {
  return ms === 0 ? '<1' : ms.toFixed(0);
}

/** Two decimals, or two significant digits when smaller, so a small share never prints as 0. */
function formatRatio(value: number): string {
  return value >= 0.1 || value === 0 ? value.toFixed(2) : value.toPrecision(2);
}

function formatPercent(value: number): string {
  if (value >= 10) return value.toFixed(0);
  return value >= 1 || value === 0 ? value.toFixed(1) : value.toPrecision(2);
}

/** One line per non-baseline target, e.g. "home: 52% of bare". */
export function formatShares(results: LoadResult[], baseline: LoadResult | undefined): string[] {
  if (!baseline) return [];
  return results
    .filter((result) => result !== baseline)
    .map((result) => `${result.name}: ${formatPercent((ratio(result, baseline) ?? 0) * 100)}% of ${baseline.name}`);
}

export function formatFailure(result: LoadResult): string {
  const codes = Object.entries(result.statusCodes)
    .map(([code, count]) => `${code}×${count}`)
    .join(', ');
  return `warning: ${result.name} had ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts (status codes: ${codes || 'none'})`;
}

/** One goal's line: mark, title, figure and goal, e.g. "PASS  records screen  12% of bare (…)  goal ≥ 10% of bare". */
export function formatGoal(goal: { title: string; goal: string }, verdict: { figure: string; pass: boolean }): string {
  return `${verdict.pass ? 'PASS' : 'FAIL'}  ${goal.title.padEnd(40)}  ${verdict.figure}  — goal ${goal.goal}`;
}

/** The bare line, then one line per result with its share of bare; names padded to `width`. */
export function formatLatencyRows(bare: LoadResult, results: LoadResult[], width: number): string[] {
  const figures = (r: LoadResult) => `mean ${r.latencyMeanMs.toFixed(2).padStart(7)} ms  p99 ${String(r.latencyP99Ms).padStart(4)} ms  ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s`;
  const row = (r: LoadResult) => `${r.name.padEnd(width)} ${figures(r)}  ${((r.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}% of bare  (non-2xx ${r.non2xx}, errors ${r.errors})`;
  return [`\n${'bare'.padEnd(width)} ${figures(bare)}`, ...results.map(row)];
}

export function formatSettings(settings: LoadSettings, dir: string): string {
  return `settings: ${settings.duration} s, ${settings.connections} connections, ${settings.warmup} s warm-up; logs in ${dir}`;
}

/**
 * Per target and round, the measured run's requests as autocannon sent them beside the app's
 * `/metrics` delta for the target's route template; `ok` false when any pair differs.
 */
export function formatCounts(results: LoadResult[]): { lines: string[]; ok: boolean } {
  const checked = results.filter((result) => result.counts && result.counts.length > 0);
  if (checked.length === 0) return { lines: [], ok: true };
  let ok = true;
  const width = Math.max(...checked.map((result) => result.name.length));
  const lines = ['requests in the measured run: the bench\'s count / the app\'s /metrics (http_requests_total for the route template)'];
  for (const result of checked) {
    result.counts!.forEach((count, i) => {
      const same = count.bench === count.metrics;
      ok &&= same;
      lines.push(`  ${result.name.padEnd(width)}  round ${i + 1}: ${count.bench} / ${count.metrics}  ${same ? 'EQUAL' : 'FAIL: they differ'}`);
    });
  }
  return { lines, ok };
}
