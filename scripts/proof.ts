/**
 * `npm run proof` (issue 17): every check under tests/proof at full strength (PROOF=full), each
 * file in its own `bun test` so one check's failure is its own line, then the browser checks
 * (tests/proof/playwright.config.ts, when there is one). Prints one line per check with its
 * figure and ends with `N passed, N failed`. Each check's output is kept in a log beside it.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const ROOT = join(import.meta.dir, '..');
const PROOF_DIR = join(ROOT, 'tests/proof');
const PLAYWRIGHT_CONFIG = join(PROOF_DIR, 'playwright.config.ts');
const out = mkdtempSync(join(tmpdir(), 'vetconsult-proof-'));

interface Figure {
  check: string;
  name: string;
  figure: string;
}

interface Outcome {
  /** The check's id from its file name: r1-races.test.ts → R1. */
  check: string;
  file: string;
  passed: boolean;
  figures: Figure[];
}

function checkOf(file: string): string {
  const number = /^r(\d+)-/i.exec(basename(file))?.[1];
  return number ? `R${number}` : basename(file);
}
const order = (a: string, b: string) => Number(checkOf(a).slice(1)) - Number(checkOf(b).slice(1)) || a.localeCompare(b);

function figuresIn(file: string): Figure[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Figure);
}

/** One check file under `bun test` at full strength; its output goes to its own log. */
async function runBunCheck(file: string): Promise<Outcome> {
  const check = checkOf(file);
  const figures = join(out, `${basename(file)}.figures`);
  const log = join(out, `${basename(file)}.log`);
  const child = Bun.spawn([process.execPath, 'test', '--timeout', '3600000', join('tests/proof', file)], {
    cwd: ROOT,
    env: { ...process.env, PROOF: 'full', PROOF_OUT: figures },
    stdout: Bun.file(log),
    stderr: 'pipe',
  });
  const stderr = await new Response(child.stderr).text();
  await Bun.write(log, `${readFileSync(log, 'utf8')}${stderr}`);
  const passed = (await child.exited) === 0;
  return { check, file, passed, figures: figuresIn(figures) };
}

/** The browser checks: one Playwright run, one outcome per spec file. */
async function runBrowserChecks(): Promise<Outcome[]> {
  if (!existsSync(PLAYWRIGHT_CONFIG)) return [];
  const figures = join(out, 'e2e.figures');
  const report = join(out, 'e2e.json');
  const child = Bun.spawn(['node', 'node_modules/@playwright/test/cli.js', 'test', '--config', PLAYWRIGHT_CONFIG, '--reporter=json'], {
    cwd: ROOT,
    env: { ...process.env, PROOF: 'full', PROOF_OUT: figures, PLAYWRIGHT_JSON_OUTPUT_NAME: report, BUN: process.execPath },
    stdout: Bun.file(join(out, 'e2e.log')),
    stderr: Bun.file(join(out, 'e2e.err.log')),
  });
  const status = await child.exited;
  const byFile = new Map<string, boolean>();
  try {
    collectSpecs(JSON.parse(readFileSync(report, 'utf8')).suites ?? [], byFile);
  } catch {
    // No report: the run itself failed, shown below as one failed line.
  }
  const all = figuresIn(figures);
  const outcomes = [...byFile].map(([file, passed]) => ({ check: checkOf(file), file, passed, figures: all.filter((f) => f.check === checkOf(file)) }));
  if (outcomes.length === 0 && status !== 0) outcomes.push({ check: 'browser', file: 'playwright', passed: false, figures: all });
  return outcomes;
}

interface ReportSuite {
  file?: string;
  suites?: ReportSuite[];
  specs?: { ok: boolean; file?: string }[];
}

function collectSpecs(suites: ReportSuite[], byFile: Map<string, boolean>): void {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const file = basename(spec.file ?? suite.file ?? 'browser');
      byFile.set(file, (byFile.get(file) ?? true) && spec.ok);
    }
    collectSpecs(suite.suites ?? [], byFile);
  }
}

function print(outcome: Outcome): void {
  const verdict = outcome.passed ? 'pass' : `FAIL (log: ${join(out, `${basename(outcome.file)}.log`)})`;
  if (outcome.figures.length === 0) console.log(`${outcome.check} ${outcome.file}: no figure — ${verdict}`);
  for (const f of outcome.figures) console.log(`${f.check} ${f.name}: ${f.figure} — ${verdict}`);
}

const files = readdirSync(PROOF_DIR).filter((f) => f.endsWith('.test.ts')).sort(order);
const outcomes: Outcome[] = [];
for (const file of files) {
  console.log(`running ${file}...`);
  const outcome = await runBunCheck(file);
  outcomes.push(outcome);
  print(outcome);
}
outcomes.push(...(await runBrowserChecks()));
console.log('');
for (const outcome of outcomes.sort((a, b) => order(a.file, b.file))) print(outcome);
const passed = outcomes.filter((o) => o.passed).length;
console.log(`${passed} passed, ${outcomes.length - passed} failed`);
process.exit(outcomes.length - passed === 0 ? 0 : 1);
