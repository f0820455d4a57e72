import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { englishOutsideCatalogue, sourceFiles } from './english-outside.helpers';

/**
 * Every text a person reads comes from the catalogue. The marketing pages stay English and say so
 * in their `lang`; every other file is checked.
 */
const ROOT = join(import.meta.dir, '../../..');
const ENGLISH_BY_DESIGN = [/^src\/features\/public-site\/(content\/|views\/(HomePage|ContentPageView|HomeIcon)\.tsx)/];

describe('no English outside the catalogue', () => {
  test('no file shows a person English text that is not a catalogue key', () => {
    const found: string[] = [];
    for (const file of sourceFiles(ROOT, ['src', 'islands'])) {
      const name = file.slice(ROOT.length + 1);
      if (ENGLISH_BY_DESIGN.some((pattern) => pattern.test(name))) continue;
      for (const finding of englishOutsideCatalogue(ROOT, file)) found.push(`${finding.file}:${finding.line}: ${finding.text}`);
    }
    expect(found).toEqual([]);
  });
});
