import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import { resolve } from 'node:path';

/**
 * A reader of the code has no issue tracker: comments in src/, db/ and islands/ say why in words,
 * or point to docs/decisions/, never to "issue 18" or "#18".
 */
const ROOT = resolve(import.meta.dir, '../..');
const CITATION = /\bissues?\s*#?\s*\d+|(?:^|[\s(\[,;:])#\d+\b(?![\w-])/i;

/** The comment text of a TypeScript source: every line and block comment, with its line number. */
export function commentsOf(source: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  // Strings and template literals are matched first so that `//` or `/*` inside them is not a comment.
  const TOKENS = /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
  for (const match of source.matchAll(TOKENS)) {
    const token = match[0];
    if (!token.startsWith('//') && !token.startsWith('/*')) continue;
    token.split('\n').forEach((text, i) => comments.push({ line: lineAt(match.index!) + i, text }));
  }
  return comments;
}

/** Every tracker citation in the comments of one source text, as `file:line: text`. */
export function citationsIn(file: string, source: string): string[] {
  return commentsOf(source)
    .filter(({ text }) => CITATION.test(text))
    .map(({ line, text }) => `${file}:${line}: ${text.trim()}`);
}

describe('code comments cite no issue tracker', () => {
  test('the check finds a citation in a comment, in either form, and nothing in code or strings', () => {
    expect(citationsIn('a.ts', '// kept per reader (issue 18)\nconst a = 1;')).toEqual(['a.ts:1: // kept per reader (issue 18)']);
    expect(citationsIn('a.ts', '/**\n * Fast enough,\n * see #12.\n */')).toEqual(['a.ts:3: * see #12.']);
    expect(citationsIn('a.ts', '/* Issues 15 and 19 */')).toHaveLength(1);
    expect(citationsIn('a.ts', "const s = 'issue 18'; // a colour: #fff, a fragment: #records-screen")).toEqual([]);
    expect(citationsIn('a.ts', 'const url = "https://x.test/#12"; // see docs/decisions/0002-group-commit-of-writes.md')).toEqual([]);
  });

  test('src/, db/ and islands/ have none', async () => {
    const found: string[] = [];
    for (const root of ['src', 'db', 'islands']) {
      for await (const file of new Glob(`${root}/**/*.{ts,tsx,js,jsx}`).scan(ROOT)) {
        found.push(...citationsIn(file, await Bun.file(resolve(ROOT, file)).text()));
      }
    }
    expect(found).toEqual([]);
  });
});
