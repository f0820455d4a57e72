import { describe, expect, test } from 'bun:test';
import { join, relative, resolve } from 'node:path';

/**
 * Every use of time goes through the one clock (src/lib/clock.ts), so a tester who moves it moves
 * everything: `Date.now()` and an argument-less `new Date()` anywhere else in src/ or db/ read the
 * machine's time behind its back. `new Date(value)` parses a value and is fine.
 */
const ROOT = resolve(import.meta.dir, '../../..');
const CLOCK_MODULE = 'src/lib/clock.ts';
const MACHINE_TIME = /\bDate\.now\s*\(\s*\)|\bnew\s+Date\s*\(\s*\)|\bnew\s+Date\b(?!\s*\()/g;

export function machineTimeReads(source: string): string[] {
  return source.split('\n').flatMap((line, i) => [...line.matchAll(MACHINE_TIME)].map((m) => `${i + 1}: ${m[0]}`));
}

describe('one clock', () => {
  test('no code in src/ or db/ reads the machine’s time except the clock module', async () => {
    const found: string[] = [];
    let files = 0;
    for (const pattern of ['src/**/*.{ts,tsx}', 'db/**/*.ts']) {
      for (const file of new Bun.Glob(pattern).scanSync({ cwd: ROOT })) {
        const path = relative(ROOT, join(ROOT, file));
        files++;
        if (path === CLOCK_MODULE) continue;
        for (const hit of machineTimeReads(await Bun.file(join(ROOT, file)).text())) found.push(`${path}:${hit}`);
      }
    }
    expect(files).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  test('the scan tells a read of the machine’s time from a parsed value', () => {
    expect(machineTimeReads('const a = Date.now();\nconst b = new Date( );\nconst c = new Date;')).toEqual(['1: Date.now()', '2: new Date( )', '3: new Date']);
    expect(machineTimeReads('const a = new Date(slot);\nconst b = new Date(Date.parse(x));\nconst c = clock().getTime();')).toEqual([]);
  });
});
