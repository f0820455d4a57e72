/** The load targets measured with one count of worker processes beside another: requests per second and p99, side by side. */
import type { LoadResult } from './load';

const pad = (text: string, width: number) => text.padStart(width);

export function formatWorkers(base: number, baseResults: LoadResult[], workers: number, results: LoadResult[]): string[] {
  const head = `${'target'.padEnd(22)}${pad(`WORKERS=${base} req/s`, 18)}${pad('p99 ms', 9)}${pad(`WORKERS=${workers} req/s`, 18)}${pad('p99 ms', 9)}${pad('ratio', 8)}`;
  const lines = [head, '-'.repeat(head.length)];
  for (const result of results) {
    const before = baseResults.find((r) => r.name === result.name);
    if (!before) continue;
    const share = before.requestsPerSecond > 0 ? (result.requestsPerSecond / before.requestsPerSecond).toFixed(2) : '-';
    lines.push(
      `${result.name.padEnd(22)}${pad(Math.round(before.requestsPerSecond).toString(), 18)}${pad(before.latencyP99Ms.toFixed(0), 9)}${pad(Math.round(result.requestsPerSecond).toString(), 18)}${pad(result.latencyP99Ms.toFixed(0), 9)}${pad(share, 8)}`,
    );
  }
  return lines;
}
