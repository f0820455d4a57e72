/**
 * The goals of issue 18, one line each in `npm run bench`: the figure, the goal and a pass/fail
 * mark. A goal is measured either from a load target of this run (bench/targets.ts, as a share
 * of the bare route measured in the same run) or by a bench script run as a child process
 * (records, appointment lists, payments, start-up), whose RESULT line it reads. Add a goal here
 * and `npm run bench` measures and marks it; `npm run bench -- <name>` runs that one alone.
 */
import type { LoadResult } from './lib/load';
import { readResult } from './lib/result';
import { ratio as shareOf, roundShares } from './lib/report';

export interface GoalContext {
  /** The load targets measured in this run, by name; `bare` is the baseline. */
  loads: Map<string, LoadResult>;
  duration: number;
  /** Runs `bun bench/<script>.ts args…` once per run (goals sharing a script share its result). */
  script<T>(script: string, args?: string[]): Promise<T>;
}

export interface Verdict {
  figure: string;
  pass: boolean;
}

export interface Goal {
  /** What the filter names: `npm run bench -- records`. */
  name: string;
  title: string;
  goal: string;
  /** Load targets this goal reads (measured before it, with `bare`). */
  targets?: string[];
  measure(context: GoalContext): Promise<Verdict>;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)}%`;
const rate = (n: number) => Math.round(n).toLocaleString('en-US');

/** A load target as a share of bare, optionally with its p99 bounded by a multiple of bare's. */
function shareOfBare(target: string, min: number, p99Times?: number): Goal['measure'] {
  return async ({ loads }) => {
    const bare = loads.get('bare')!;
    const result = loads.get(target)!;
    const ratio = shareOf(result, bare) ?? 0;
    const p99Ok = p99Times === undefined || result.latencyP99Ms <= Math.max(1, bare.latencyP99Ms) * p99Times;
    const ok = result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
    const failures = ok ? '' : `, ${result.non2xx} non-2xx, ${result.errors} errors`;
    // The share is the median of the rounds' shares, so the median rounds' req/s below need not divide to it.
    const rounds = roundShares(result, bare);
    const byRound = rounds ? `; rounds ${rounds.map(percent).join(', ')}` : '';
    return {
      figure: `${percent(ratio)} of bare${byRound} (${rate(result.requestsPerSecond)} req/s, p99 ${result.latencyP99Ms} ms; bare ${rate(bare.requestsPerSecond)}, p99 ${bare.latencyP99Ms} ms${failures})`,
      pass: ok && ratio >= min && p99Ok,
    };
  };
}

interface RecordsResult {
  bare: number;
  screen: number;
  p99Ms: number;
}
interface ListsResult {
  bare: number;
  sizes: { size: number; owner: { rps: number; p99Ms: number }; practice: { rps: number; p99Ms: number } }[];
}
interface PaymentsResult {
  perSecond: number;
  p99Ms: number;
  doubles: number;
  missing: number;
  /** CPU per booking (bench/lib/cpu.ts), absent off Linux. */
  cpu?: { appMs: number; loadMs: number; cores: number; ceilingPerSecond: number };
}
interface SelfServiceResult {
  cancelsPerSecond: number;
  cancelP99Ms: number;
  mismatched: number;
  partial: number;
  managePerSecond: number;
  joinsPerSecond: number;
}

interface StartResult {
  startMs: number;
  npmStartMs: number;
  rssMb: number;
}

/** The appointment lists are measured on this many bookings unless BENCH_LIST_SIZES says otherwise (e.g. 10000,1000000). */
const LIST_SIZES = process.env.BENCH_LIST_SIZES ?? '10000';

export const GOALS: Goal[] = [
  { name: 'home', title: 'home page (signed out)', goal: '≥ 55% of bare (before the request guard)', targets: ['home'], measure: shareOfBare('home', 0.55) },
  { name: 'healthz', title: 'GET /healthz', goal: '≥ 48% of bare (before the request guard)', targets: ['healthz'], measure: shareOfBare('healthz', 0.48) },
  { name: 'practice', title: 'practice site (signed out)', goal: '≥ 40% of bare, p99 ≤ 10× bare’s', targets: ['practice'], measure: shareOfBare('practice', 0.4, 10) },
  { name: 'slots', title: 'public slots API', goal: '≥ 20% of bare', targets: ['slots'], measure: shareOfBare('slots', 0.2) },
  {
    name: 'lists',
    title: 'appointment lists (signed in, 20 conn.)',
    goal: '≥ 10% of bare',
    async measure({ script, duration }) {
      const result = await script<ListsResult>('appointments', ['--duration', String(duration), '--sizes', LIST_SIZES]);
      const parts = result.sizes.flatMap(({ size, owner, practice }) => [
        { label: `owner ${size.toLocaleString('en-US')}`, ratio: owner.rps / result.bare },
        { label: `practice ${size.toLocaleString('en-US')}`, ratio: practice.rps / result.bare },
      ]);
      return {
        figure: `${parts.map((p) => `${p.label}: ${percent(p.ratio)}`).join(', ')} of bare (bare ${rate(result.bare)} req/s)`,
        pass: parts.every((p) => p.ratio >= 0.1),
      };
    },
  },
  {
    name: 'records',
    title: 'records screen (signed in, 20 conn.)',
    goal: '≥ 10% of bare',
    async measure({ script, duration }) {
      const result = await script<RecordsResult>('records', ['--duration', String(duration)]);
      const ratio = result.screen / result.bare;
      return { figure: `${percent(ratio)} of bare (${rate(result.screen)} req/s, p99 ${result.p99Ms} ms; bare ${rate(result.bare)})`, pass: ratio >= 0.1 };
    },
  },
  {
    name: 'payments',
    title: 'paid bookings through /api/payment',
    goal: '≥ 1,500/s, 0 double bookings, none lost',
    async measure({ script, duration }) {
      const result = await script<PaymentsResult>('payments', ['--duration', String(duration)]);
      const { cpu } = result;
      const cost = cpu ? `; CPU ${cpu.appMs.toFixed(2)} ms app + ${cpu.loadMs.toFixed(2)} ms load generator a booking, so ${cpu.cores} cores give at most ${rate(cpu.ceilingPerSecond)}/s` : '';
      return {
        figure: `${rate(result.perSecond)}/s (p99 ${result.p99Ms} ms), ${result.doubles} double bookings, ${result.missing} acknowledged but not stored${cost}`,
        pass: result.perSecond >= 1500 && result.doubles === 0 && result.missing === 0,
      };
    },
  },
  {
    name: 'self-service',
    title: 'owner cancels with refunds, manage link, waitlist joins',
    goal: 'ledger = payments table; every answer 2xx',
    async measure({ script, duration }) {
      const r = await script<SelfServiceResult>('self-service', ['--duration', String(duration)]);
      return {
        figure: `cancels ${rate(r.cancelsPerSecond)}/s (p99 ${r.cancelP99Ms} ms, ${r.partial} refunded in part), ${r.mismatched} ledger mismatches; manage link ${rate(r.managePerSecond)} req/s; waitlist joins ${rate(r.joinsPerSecond)} req/s`,
        pass: r.mismatched === 0,
      };
    },
  },
  {
    name: 'start',
    title: 'start to a healthy /healthz',
    goal: '≤ 1.5 s',
    async measure({ script }) {
      const result = await script<StartResult>('start');
      return { figure: `${(result.startMs / 1000).toFixed(2)} s (median of 3, bun src/main.ts); npm start ${(result.npmStartMs / 1000).toFixed(2)} s`, pass: result.startMs <= 1500 };
    },
  },
  {
    name: 'memory',
    title: 'idle RSS after start',
    goal: '≤ 120 MB',
    async measure({ script }) {
      const result = await script<StartResult>('start');
      return { figure: `${result.rssMb.toFixed(0)} MB`, pass: result.rssMb <= 120 };
    },
  },
];

/**
 * Runs a bench script as a child process and reads its RESULT line; its own output goes to
 * stderr as it runs. `ok` is false when the script found a failure (non-2xx answers, a double booking).
 */
export async function runScript<T>(root: string, script: string, args: string[]): Promise<{ result: T; ok: boolean }> {
  const child = Bun.spawn([process.execPath, `bench/${script}.ts`, ...args], { cwd: root, stdout: 'pipe', stderr: 'inherit' });
  let output = '';
  const decoder = new TextDecoder();
  const reader = child.stdout.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const text = decoder.decode(chunk.value, { stream: true });
    output += text;
    process.stderr.write(text);
  }
  const code = await child.exited;
  return { result: readResult<T>(`bench/${script}.ts`, output), ok: code === 0 };
}
