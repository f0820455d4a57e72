import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { newsletter_subscribers } from '../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const subscribers = async () => (await app.db.select().from(newsletter_subscribers)).map((s) => s.email);
const post = (email: string, htmx = true) =>
  app.request('/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(htmx ? { 'hx-request': 'true' } : {}) },
    body: new URLSearchParams({ email }).toString(),
  });

describe('the footer newsletter box', () => {
  test('is on every public page', async () => {
    expect(await (await app.request('/about/')).text()).toContain('action="/newsletter"');
  });

  test('signs an address up once, lower-cased, and thanks the visitor in place', async () => {
    const res = await post('  Pet.Parent@Example.com ');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Thanks for subscribing!');
    await post('pet.parent@example.com');
    expect(await subscribers()).toEqual(['pet.parent@example.com']);
  });

  test('a bad address gets the form back with the message, and nothing is stored', async () => {
    const before = await subscribers();
    const res = await post('not-an-address');
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('value="not-an-address"');
    expect(await subscribers()).toEqual(before);
  });

  test('works without script: a plain post answers a page', async () => {
    const res = await post('plain.post@example.com', false);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<!doctype html>');
    expect(html).toContain('Thanks for subscribing!');
  });
});
