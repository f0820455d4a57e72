import { describe, expect, test } from 'bun:test';
import { RECORD_CATEGORIES, categoryOf, type RecordField } from '../../../../src/lib/constants/record-categories';
import { checkDetails } from '../../../../src/features/records/records.model';

/* The day rules of every category, checked purely with today fixed at 2026-03-03. */

const TODAY = '2026-03-03';
const FILE = '/files/private/phr/00000000-0000-0000-0000-000000000000.pdf';

/** A value each field accepts: days that happened on 2026-03-01, ends and due dates at the year's end. */
function valid(field: RecordField): unknown {
  if (field.type === 'date') return field.notBefore ? '2026-12-31' : '2026-03-01';
  if (field.type === 'number') return Math.max(field.min ?? 0, 1);
  if (field.type === 'choice') return field.options![0];
  if (field.type === 'yesno') return 'yes';
  if (field.type === 'files') return [FILE];
  return 'text';
}
const details = (fields: readonly RecordField[]) => Object.fromEntries(fields.map((field) => [field.key, valid(field)]));

describe('record days', () => {
  const dayFields = RECORD_CATEGORIES.flatMap((category) => category.fields.filter((field) => field.type === 'date').map((field) => [category.key, field] as const));

  test('every date of every category is either a day that happened or one ordered after another', () => {
    const loose = dayFields.filter(([, field]) => !field.happened && !field.notBefore).map(([key, field]) => `${key}.${field.key}`);
    expect(loose).toEqual([]);
  });

  test.each(dayFields.filter(([, field]) => field.happened).map(([key, field]) => [key, field.key]))('%s %s: today is accepted, tomorrow refused', (key, fieldKey) => {
    const category = categoryOf(key)!;
    expect(checkDetails(category, { ...details(category.fields), [fieldKey]: TODAY }, TODAY)).toHaveProperty('details');
    expect(checkDetails(category, { ...details(category.fields), [fieldKey]: '2026-03-04' }, TODAY)).toMatchObject({ field: fieldKey });
  });

  test.each(dayFields.filter(([, field]) => field.notBefore).map(([key, field]) => [key, field.key, field.notBefore!.key]))('%s %s: the day of %s is accepted, the day before refused', (key, fieldKey, startKey) => {
    const category = categoryOf(key)!;
    const start = { ...details(category.fields), [startKey]: '2026-02-10' };
    expect(checkDetails(category, { ...start, [fieldKey]: '2026-02-10' }, TODAY)).toHaveProperty('details');
    expect(checkDetails(category, { ...start, [fieldKey]: '2026-02-09' }, TODAY)).toMatchObject({ field: fieldKey });
    // Without its start there is nothing to precede.
    if (!category.fields.find((field) => field.key === startKey)!.required) expect(checkDetails(category, { ...start, [startKey]: undefined, [fieldKey]: '2020-01-01' }, TODAY)).toHaveProperty('details');
  });
});
