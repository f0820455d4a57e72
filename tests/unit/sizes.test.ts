import { describe, expect, test } from 'bun:test';
import { resolve } from 'node:path';
import { MAX_FILE_LINES, longFunctions } from './sizes.helpers';

const ROOT = resolve(import.meta.dir, '../..');
const SOURCES = ['src/**/*.{ts,tsx}', 'db/**/*.ts', 'islands/**/*.{ts,tsx}'];
/** Migrations are generated; the public site's content files are prose kept as data, not code. */
const NOT_CODE = [/^db\/migrations\//, /^src\/features\/public-site\/content\//];

function sourceFiles(): string[] {
  return SOURCES.flatMap((pattern) => [...new Bun.Glob(pattern).scanSync({ cwd: ROOT })]).filter((file) => !NOT_CODE.some((re) => re.test(file)));
}

describe('small files, one job each', () => {
  test(`no file over ${MAX_FILE_LINES} lines and no function over 60 lines of its own`, async () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      const text = await Bun.file(`${ROOT}/${file}`).text();
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      if (lines > MAX_FILE_LINES) found.push(`${file}: ${lines} lines`);
      for (const f of longFunctions(file, text)) found.push(`${file}:${f.line} ${f.name}: ${f.lines} lines`);
    }
    expect(found).toEqual([]);
  });

  test('a function is measured without the functions written inside it', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const inner = `function inner() {\n${body(58)}\n}`;
    const outer = `export function outer() {\n${body(10)}\n${inner}\n${body(10)}\n}`;
    expect(longFunctions('a.ts', outer)).toEqual([]);
    const long = `const big = () => {\n${body(59)}\n};`;
    expect(longFunctions('b.ts', long)).toEqual([{ name: 'big', line: 1, lines: 61 }]);
    const method = `class A {\n  run() {\n${body(70)}\n  }\n}`;
    expect(longFunctions('c.tsx', method).map((f) => f.name)).toEqual(['run']);
  });
});
