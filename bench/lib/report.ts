/** Turns results into the printed table and the "x% of bare" lines. */
import type { LoadResult } from './load';

export function ratio(result: LoadResult, baseline: LoadResult | undefined): number | undefined {
  if (!baseline || baseline.requestsPerSecond === 0) return undefined;
  return result.requestsPerSecond / baseline.requestsPerSecond;
}

export function formatTable(results: LoadResult[], baseline: LoadResult | undefined): string {
  const header = ['target', 'req/s (mean)', 'p99 ms', `vs ${baseline?.name ?? 'baseline'}`];
  const rows = results.map((result) => {
    const r = ratio(result, baseline);
    return [result.name, result.requestsPerSecond.toFixed(0), formatMs(result.latencyP99Ms), r === undefined ? '-' : `${formatRatio(r)}×`];
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

/** One line per target with a goal (issue 18), e.g. "goal practice: 46% of bare (≥ 40%), p99 3 ms (≤ 10× bare's 1 ms) — pass". */
export function formatGoals(results: LoadResult[], baseline: LoadResult | undefined, goals: Map<string, { share: number; p99Factor?: number }>): { lines: string[]; failed: boolean } {
  const lines: string[] = [];
  let failed = false;
  for (const result of results) {
    const goal = goals.get(result.name);
    if (!goal || !baseline) continue;
    const share = ratio(result, baseline) ?? 0;
    const shareOk = share >= goal.share;
    const p99Limit = goal.p99Factor === undefined ? undefined : goal.p99Factor * Math.max(1, baseline.latencyP99Ms);
    const p99Ok = p99Limit === undefined || result.latencyP99Ms <= p99Limit;
    const p99Text = p99Limit === undefined ? '' : `, p99 ${formatMs(result.latencyP99Ms)} ms (≤ ${goal.p99Factor}× bare's ${formatMs(baseline.latencyP99Ms)} ms)`;
    lines.push(`goal ${result.name}: ${formatPercent(share * 100)}% of ${baseline.name} (≥ ${goal.share * 100}%)${p99Text} — ${shareOk && p99Ok ? 'pass' : 'FAIL'}`);
    failed ||= !(shareOk && p99Ok);
  }
  return { lines, failed };
}
