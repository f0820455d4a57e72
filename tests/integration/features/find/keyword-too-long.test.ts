import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';

/* A 5,000-character keyword on the public Find page: the form again with all of it, the message beside the box, never an error page. */

const LONG = 'a'.repeat(5000);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the Find page with a 5,000-character keyword', () => {
  test('the whole keyword stays in its box with "Keyword must be at most 100 characters" beside it; nothing is searched', async () => {
    const page = await app.request(`/vet-appointments/?q=${LONG}`);
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain(`value="${LONG}"`);
    expect(html).toContain('aria-describedby="field-q-error"');
    expect(html).toContain('Keyword must be at most 100 characters');
    expect(html).not.toContain('found-practice');
    expect(html).not.toContain('Go Home');
  });
});
