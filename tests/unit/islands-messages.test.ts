import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { islandLoaders, type IslandName } from '../../islands/registry';

/**
 * An island is handed only the texts its module declares (`export const messages`), and a key it
 * was not handed shows in English: every `t('…')` written in an island, or in a part it imports,
 * must be among the keys the island declares.
 */
const ROOT = join(import.meta.dir, '../..');
const entryOf = (name: IslandName) => [`islands/${name}.tsx`, `islands/${name}/${name}.tsx`].find((file) => existsSync(join(ROOT, file)))!;

/** The island's file and every file of islands/ it imports at run time, at once or when first shown (`import()`); type-only imports bundle nothing. */
function partsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const runtime = readFileSync(join(ROOT, file), 'utf8').replace(/^import type [^;]+;$/gm, '');
  for (const [, path] of runtime.matchAll(/(?:from\s+|import\(\s*)'(\.{1,2}\/[^']+)'/g)) {
    const base = relative(ROOT, join(ROOT, dirname(file), path!));
    const found = [`${base}.tsx`, `${base}.ts`, base].find((candidate) => candidate.startsWith('islands/') && existsSync(join(ROOT, candidate)) && /\.tsx?$/.test(candidate));
    if (found) partsOf(found, seen);
  }
  return seen;
}

/** The keys written literally in `t('…')` calls. */
const keysUsed = (file: string) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\bt\(\s*'((?:\\'|[^'])*)'/g)].map((m) => m[1]!.replace(/\\'/g, "'"));

test('every text an island shows is among the keys it declares', async () => {
  const missing: string[] = [];
  for (const name of Object.keys(islandLoaders) as IslandName[]) {
    const declared = ((await islandLoaders[name]()) as { messages?: readonly string[] }).messages;
    if (!declared) continue;
    for (const file of partsOf(entryOf(name))) for (const key of keysUsed(file)) if (!declared.includes(key)) missing.push(`${name}: ${file} uses '${key}'`);
  }
  expect(missing).toEqual([]);
});
