/**
 * The bench's arithmetic (bench/lib): a target's share of bare, taken round by round, and the
 * CPU time of a process read from /proc.
 */
import { describe, expect, test } from 'bun:test';
import { lowerMedian, ratio, roundShares } from '../../../bench/lib/report';
import { countCpu, processCpuSeconds } from '../../../bench/lib/cpu';
import type { LoadResult } from '../../../bench/lib/load';

const result = (name: string, requestsPerSecond: number, rounds?: number[]): LoadResult => ({
  name,
  url: `http://127.0.0.1/${name}`,
  requestsPerSecond,
  latencyMeanMs: 1,
  latencyP50Ms: 1,
  latencyP99Ms: 2,
  requests: requestsPerSecond * 5,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  statusCodes: { '200': requestsPerSecond * 5 },
  rounds,
});

describe('share of bare', () => {
  test('each round against bare of the same round, the median of those', () => {
    // The machine slowed in round 3: bare's median round (53,456) and practice's (20,958) were
    // measured at different speeds, 39%; round by round the shares are 43.7%, 39.2% and 54.2%.
    const bare = result('bare', 53_456, [59_050, 53_456, 38_472]);
    const practice = result('practice', 20_958, [25_778, 20_958, 20_862]);
    expect(ratio(practice, bare)).toBeCloseTo(25_778 / 59_050, 6);
    // Printed beside the share, in round order, so the median rounds' req/s need not divide to it.
    expect(roundShares(practice, bare)!.map((share) => Math.round(share * 1000) / 10)).toEqual([43.7, 39.2, 54.2]);
  });

  test('of two rounds, the lower share', () => {
    expect(ratio(result('slots', 11_000, [10_000, 12_000]), result('bare', 50_000, [50_000, 40_000]))).toBeCloseTo(0.2, 6);
  });

  test('one round, or rounds that do not pair up: the two figures as they are', () => {
    expect(ratio(result('home', 20_000), result('bare', 50_000))).toBeCloseTo(0.4, 6);
    expect(ratio(result('home', 20_000, [20_000, 21_000]), result('bare', 50_000, [50_000]))).toBeCloseTo(0.4, 6);
    expect(roundShares(result('home', 20_000), result('bare', 50_000))).toBeUndefined();
  });

  test('no baseline, or a baseline that answered nothing: no share', () => {
    expect(ratio(result('home', 20_000), undefined)).toBeUndefined();
    expect(ratio(result('home', 20_000), result('bare', 0))).toBeUndefined();
  });
});

describe('the median of a bench', () => {
  test('the middle item by its value; of an even count, the lower middle one; the items are not reordered', () => {
    const runs = [{ rps: 300 }, { rps: 100 }, { rps: 200 }];
    expect(lowerMedian(runs, (run) => run.rps)).toBe(runs[2]!);
    expect(lowerMedian([40, 10, 30, 20], (n) => n)).toBe(20);
    expect(lowerMedian([7], (n) => n)).toBe(7);
    expect(runs.map((run) => run.rps)).toEqual([300, 100, 200]);
  });
});

describe('CPU time', () => {
  test("a process's CPU seconds grow while it works; a process that is not there has none", () => {
    const before = processCpuSeconds(process.pid);
    expect(before).toBeGreaterThanOrEqual(0);
    const cpu = countCpu(process.pid);
    // Work until this process has spent 100 ms of CPU, however busy the machine is.
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user < 100_000) for (let i = 0; i < 100_000; i++) Math.sqrt(Math.random());
    const share = cpu.per(10)!;
    // 100 ms of CPU over 10 units: about 10 ms each, read by /proc in 10 ms ticks.
    expect(share.appMs).toBeGreaterThan(5);
    expect(share.loadMs).toBeGreaterThan(5);
    expect(share.ceilingPerSecond).toBeCloseTo((share.cores * 1000) / (share.appMs + share.loadMs), 6);
    expect(processCpuSeconds(2 ** 22 + 1)).toBeUndefined();
  });
});
