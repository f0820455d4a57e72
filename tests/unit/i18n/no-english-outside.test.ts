import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { englishOutsideCatalogue, sourceFiles } from './english-outside.helpers';

/**
 * Every text a person reads comes from the catalogue. The marketing pages stay English and say so
 * in their `lang`; every other file is checked. STILL_ENGLISH lists the files not yet moved over,
 * with how many texts each still has: it may only shrink.
 */
const ROOT = join(import.meta.dir, '../../..');
const ENGLISH_BY_DESIGN = [/^src\/features\/public-site\/(content\/|views\/(HomePage|ContentPageView|HomeIcon)\.tsx)/];

const STILL_ENGLISH: Record<string, number> = {
  'src/features/public-site/public-site.routes.tsx': 1,
};

describe('no English outside the catalogue', () => {
  const counts = new Map<string, { count: number; first: string }>();
  for (const file of sourceFiles(ROOT, ['src', 'islands'])) {
    const findings = englishOutsideCatalogue(ROOT, file);
    const name = file.slice(ROOT.length + 1);
    if (findings.length && !ENGLISH_BY_DESIGN.some((pattern) => pattern.test(name))) counts.set(name, { count: findings.length, first: `${findings[0]!.line}: ${findings[0]!.text}` });
  }

  test('no file has more English texts than the list allows', () => {
    const over = [...counts].filter(([file, { count }]) => count > (STILL_ENGLISH[file] ?? 0)).map(([file, { count, first }]) => `${file}: ${count} (allowed ${STILL_ENGLISH[file] ?? 0}), first at ${first}`);
    expect(over).toEqual([]);
  });

  test('the list names no file that has fewer texts than it says (shrink it as files move over)', () => {
    const stale = Object.entries(STILL_ENGLISH).filter(([file, allowed]) => (counts.get(file)?.count ?? 0) < allowed).map(([file, allowed]) => `${file}: ${counts.get(file)?.count ?? 0} < ${allowed}`);
    expect(stale).toEqual([]);
  });
});
