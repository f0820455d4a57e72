import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * No dead exports in src/: a value exported from a file is named in some other file of the
 * repository or used in its own. A word search, not a type checker: it errs towards "used".
 */
const ROOT = resolve(import.meta.dir, '../..');
const DIRS = ['src', 'db', 'islands', 'tests', 'scripts', 'bench'];
const EXPORTED = /^export (?:async )?(?:function\*? |const |let |class )([A-Za-z_$][\w$]*)/gm;

/** The exported values of src/ that nothing else names, as `file: name`. */
export function deadExports(files: Map<string, string>): string[] {
  const dead: string[] = [];
  for (const [file, source] of files) {
    if (!file.startsWith('src/')) continue;
    for (const [, name] of source.matchAll(EXPORTED)) {
      const pattern = `(?<![\\w$])${name!.replace(/\$/g, '\\$')}(?![\\w$])`;
      const usedHere = (source.match(new RegExp(pattern, 'g')) ?? []).length > 1;
      const word = new RegExp(pattern);
      const usedElsewhere = [...files].some(([other, text]) => other !== file && word.test(text));
      if (!usedHere && !usedElsewhere) dead.push(`${file}: ${name}`);
    }
  }
  return dead;
}

describe('no dead exports', () => {
  test('the check finds an export nothing names, and passes one named elsewhere', () => {
    const files = new Map([
      ['src/a.ts', 'export const used = 1;\nexport function unused() {}'],
      ['src/b.ts', "import { used } from './a';"],
    ]);
    expect(deadExports(files)).toEqual(['src/a.ts: unused']);
  });

  test('every value src/ exports is used', () => {
    const paths = DIRS.flatMap((dir) => [...new Glob(`${dir}/**/*.{ts,tsx}`).scanSync({ cwd: ROOT })]);
    const files = new Map(paths.map((path) => [path, readFileSync(resolve(ROOT, path), 'utf8')]));
    expect(files.size).toBeGreaterThan(500);
    expect(deadExports(files)).toEqual([]);
  });
});
