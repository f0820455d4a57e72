/** The command line of `npm run bench -- [--duration N] [--connections N] [--rounds N] [target...]`. */
export interface BenchOptions {
  duration: number;
  connections: number;
  warmup: number;
  /** Times every load target (bare included) is measured, in turn; each figure is its median. */
  rounds: number;
  targets: string[];
  /** Each app target is measured once per count of worker processes (`--workers 1,2`), side by side. */
  workers: number[];
}

export const DEFAULTS = { duration: 10, connections: 50, warmup: 2, rounds: 3 } as const;

export function parseArgs(argv: string[], known: string[]): BenchOptions {
  const options: BenchOptions = { ...DEFAULTS, targets: [], workers: [1] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--duration' || flag === '--connections' || flag === '--rounds') {
      const value = Number(inline ?? argv[++i]);
      if (!Number.isInteger(value) || value <= 0) throw new Error(`${flag} needs a positive whole number`);
      options[flag.slice(2) as 'duration' | 'connections' | 'rounds'] = value;
    } else if (flag === '--workers') {
      const counts = String(inline ?? argv[++i] ?? '').split(',').map(Number);
      if (counts.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('--workers needs positive whole numbers separated by commas, e.g. 1,2');
      options.workers = counts;
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown flag ${arg} (known: --duration N, --connections N, --rounds N, --workers 1,2)`);
    } else if (!known.includes(arg)) {
      throw new Error(`unknown target ${arg} (known: ${known.join(', ')})`);
    } else {
      options.targets.push(arg);
    }
  }
  return options;
}
