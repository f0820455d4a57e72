import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bearer, countRows } from '../../../helpers/accounts';
import { phr } from '../../../../db/schema';
import { RECORD_CATEGORIES, VISIT_TYPES, type RecordField } from '../../../../src/lib/constants/record-categories';
import { PDF, demoOwner, upload } from './helpers';

let app: TestApp;
let token: string;
let petId: number;

beforeAll(async () => {
  app = await createTestApp();
  const demo = await demoOwner(app);
  token = demo.token;
  petId = demo.pets[0]!.id;
});
afterAll(() => app.close());

async function valueFor(field: RecordField): Promise<unknown> {
  switch (field.type) {
    case 'date':
      return '2026-10-01';
    case 'number':
      return Math.min(field.max ?? 10, Math.max(field.min ?? 0, 10));
    case 'choice':
      return field.options![0];
    case 'yesno':
      return 'yes';
    case 'files':
      return [await upload(app, token, PDF)];
    default:
      return `${field.label} value`;
  }
}

async function validDetails(fields: readonly RecordField[]) {
  const details: Record<string, unknown> = {};
  for (const field of fields) details[field.key] = await valueFor(field);
  return details;
}

const post = (category: string, details: Record<string, unknown>) =>
  app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: bearer(token), json: { category, details } });

describe('the category description', () => {
  test('has 28 categories: Health History 8, Health Trackers 10, Documents 10, and 32 visit types', () => {
    const count = (group: string) => RECORD_CATEGORIES.filter((c) => c.group === group).length;
    expect([count('Health History'), count('Health Trackers'), count('Documents')]).toEqual([8, 10, 10]);
    expect(VISIT_TYPES).toHaveLength(32);
    for (const named of ['Bandage change', 'Behavior', 'CBC/CHEM', 'Dental', 'Exam', 'Surgery', 'Weight', 'Wildlife']) expect(VISIT_TYPES).toContain(named as never);
  });

  test('is served to API clients with every field', async () => {
    const res = await app.request('/api/records/categories');
    const body = (await res.json()) as { key: string; fields: { key: string; required?: boolean }[] }[];
    expect(body.map((c) => c.key)).toEqual(RECORD_CATEGORIES.map((c) => c.key));
    expect(body.find((c) => c.key === 'weight')!.fields.filter((f) => f.required).map((f) => f.key)).toEqual(['date', 'lbs']);
  });
});

describe('every category accepts a valid record and refuses each missing required field, naming it', () => {
  for (const category of RECORD_CATEGORIES) {
    test(category.label, async () => {
      const details = await validDetails(category.fields);
      const ok = await post(category.key, details);
      expect(ok.status).toBe(201);
      const saved = (await ok.json()) as { id: number; category: string; details: Record<string, unknown> };
      expect(saved.category).toBe(category.key);
      for (const field of category.fields.filter((f) => f.type !== 'files')) expect(saved.details[field.key]).toEqual(details[field.key]);

      for (const field of category.fields.filter((f) => f.required)) {
        const before = await countRows(app, phr);
        const { [field.key]: _omitted, ...rest } = details;
        const res = await post(category.key, field.type === 'files' ? { ...rest, [field.key]: [] } : rest);
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ msg: `${field.label} is required`, field: field.key });
        expect(await countRows(app, phr)).toBe(before);
      }
    });
  }
});

describe('bad values are refused naming the field', () => {
  test('a weight that is not a number, a date that is not a date, a visit type outside the list, a file not uploaded', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['weight', { date: '2026-10-01', lbs: 'heavy' }, 'lbs'],
      ['weight', { date: '01/10/2026', lbs: 12 }, 'date'],
      ['conditions', { name: 'Itch', visit_date: '2026-10-01', visit_type: 'Haircut' }, 'visit_type'],
      ['notes', { name: 'Note', date: '2026-10-01', type: 'Progress Note', files: ['/files/private/phr/00000000-0000-4000-8000-000000000000.pdf'] }, 'files'],
      ['notes', { name: 'Note', date: '2026-10-01', type: 'Progress Note', files: ['/etc/passwd'] }, 'files'],
    ];
    for (const [category, details, field] of cases) {
      const res = await post(category, details);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { field: string }).field).toBe(field);
    }
  });

  test('an unknown category is refused naming it', async () => {
    const res = await post('horoscope', { name: 'x' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('category');
  });
});
