import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The docs stay true: every repository path a doc names in backticks exists, and every
 * "spec §N" or "architecture §N" a comment cites is a numbered section of the copy in docs/.
 */
const ROOT = resolve(import.meta.dir, '../..');
const PATH_ROOTS = /^(?:src|tests|db|scripts|bench|public|islands|migrations|docs)\//;
const CODE_DIRS = ['src', 'db', 'islands', 'tests', 'scripts', 'bench', 'public/js'];

function filesOf(pattern: string): string[] {
  return [...new Glob(pattern).scanSync({ cwd: ROOT, onlyFiles: false })];
}

/** Backticked spans that read as a repository path; placeholders (`<feature>`, `r<N>`) are not paths. */
export function pathsNamedIn(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  return spans
    .map((span) => span.replace(/[.,;:]+$/, '').replace(/:\d+$/, '').replace(/#.*$/, ''))
    .filter((span) => PATH_ROOTS.test(span) && !/[\s<>{}…]|\.\.\.|NNNN/.test(span));
}

/** A named path exists as written, as a module without its extension, or, with `*`, as a glob matching something. */
export function pathExists(path: string): boolean {
  if (path.includes('*')) return filesOf(path.replace(/\/$/, '')).length > 0;
  return ['', '.ts', '.tsx', '.md'].some((ext) => existsSync(resolve(ROOT, path + ext)));
}

/** The top-level section numbers of a markdown document: `## 5. Validation rules` gives 5. */
export function sectionNumbers(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^##\s+(\d+)\./gm)].map((m) => m[1]!));
}

/** Every "<doc> §N" in a source text, as [N, line]. */
export function citationsOf(source: string, doc: RegExp): { section: string; line: number }[] {
  const pattern = new RegExp(`${doc.source}(?:\\.md)?(?:'s)?\\s*§\\s*(\\d+)`, 'gi');
  return [...source.matchAll(pattern)].map((m) => ({ section: m[1]!, line: source.slice(0, m.index).split('\n').length }));
}

function unresolvedCitations(doc: RegExp, sections: Set<string>): { cited: number; missing: string[] } {
  const missing: string[] = [];
  let cited = 0;
  for (const dir of CODE_DIRS) {
    for (const file of filesOf(`${dir}/**/*.{ts,tsx,js,sh}`)) {
      for (const { section, line } of citationsOf(readFileSync(resolve(ROOT, file), 'utf8'), doc)) {
        cited += 1;
        if (!sections.has(section)) missing.push(`${file}:${line}: §${section}`);
      }
    }
  }
  return { cited, missing };
}

describe('the docs stay true', () => {
  test('the checks read paths and citations as a reader would', () => {
    expect(pathsNamedIn('see `src/lib/policy.ts`, `src/features/<feature>/` and `npm test`')).toEqual(['src/lib/policy.ts']);
    expect(pathExists('src/lib/policy')).toBe(true);
    expect(pathExists('scripts/check-size.ts')).toBe(false);
    expect(pathExists('tests/unit/*.test.ts')).toBe(true);
    expect(citationsOf('// rule (spec §5, architecture §9)\n// spec §2', /spec/)).toEqual([
      { section: '5', line: 1 },
      { section: '2', line: 2 },
    ]);
  });

  test('every repository path named in docs/ and docs/decisions/ exists', () => {
    const docs = [...filesOf('docs/*.md'), ...filesOf('docs/decisions/*.md')];
    expect(docs.length).toBeGreaterThan(10);
    const missing = docs.flatMap((doc) =>
      pathsNamedIn(readFileSync(resolve(ROOT, doc), 'utf8'))
        .filter((path) => !pathExists(path))
        .map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  test('every "spec §N" in the code is a section of docs/product-spec.md', () => {
    const sections = sectionNumbers(readFileSync(resolve(ROOT, 'docs/product-spec.md'), 'utf8'));
    expect(sections.size).toBeGreaterThan(5);
    const { cited, missing } = unresolvedCitations(/\bspec/, sections);
    expect(cited).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  test('every "architecture §N" in the code is a section of docs/architecture-target.md', () => {
    const sections = sectionNumbers(readFileSync(resolve(ROOT, 'docs/architecture-target.md'), 'utf8'));
    expect(sections.size).toBeGreaterThan(5);
    const { cited, missing } = unresolvedCitations(/\barchitecture/, sections);
    expect(cited).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
