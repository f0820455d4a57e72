import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { CARD, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { LISTINGS, listingByTitle } from '../appointments/fixtures';

/* The practice edits a listing's intake questionnaire per consultation type; answers already given keep the questions as they were. */

const VIDEO = 4000;
const htmx = (token: string) => ({ ...cookieHeader(token), 'hx-request': 'true' });

describe('a listing’s intake questionnaire', () => {
  let app: TestApp;
  let vet: string;
  let otherVet: string;
  let owner: string;
  let listingId: number;

  const edit = (token: string, path: string, fields: Record<string, string> = {}) =>
    app.request(`/app/listings/${listingId}/intake${path}${path.includes('?') ? '&' : '?'}type=${VIDEO}`, { method: 'POST', body: new URLSearchParams(fields), headers: { ...htmx(token), 'content-type': 'application/x-www-form-urlencoded' } });
  const questions = async (id: number) => ((await (await app.request(`/api/appointments/${id}/intake`, { headers: bearer(owner) })).json()) as { questions: { id: string; label: string }[]; answers: { label: string }[] });

  beforeAll(async () => {
    app = await createTestApp();
    vet = await apiLogin(app, 'vet2@example.com', 'vendor');
    otherVet = await apiLogin(app, 'vet@example.com', 'vendor');
    owner = await apiLogin(app, 'owner2@example.com', 'user');
    listingId = (await listingByTitle(app, LISTINGS.hughes)).id;
  });
  afterAll(() => app.close());

  test('the practice adds, reorders and removes questions; the owner is asked the new set, and given answers keep their old questions', async () => {
    const pet = (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id;
    const take = slotTaker(app, listingId, VIDEO, 'Europe/London');
    const book = async () => ((await (await payment(app, owner, { vendor_listing_id: listingId, type: VIDEO, slot: await take(), userTZ: 'Europe/London', pet, info: { summary: 'Itchy' }, payment: CARD })).json()) as { id: number }).id;
    const first = await book();
    expect((await app.request(`/api/appointments/${first}/intake`, { method: 'PUT', json: { answers: { concern: 'Itching', breathing: 'yes' } }, headers: bearer(owner) })).status).toBe(200);

    const page = await (await app.request(`/app/listings/${listingId}/intake?type=${VIDEO}`, { headers: cookieHeader(vet) })).text();
    expect(page).toContain('These are the default triage questions.');
    const added = await edit(vet, '/questions', { label: 'How much does your pet weigh (kg)?', kind: 'number', min: '0', max: '120', required: 'on' });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('How much does your pet weigh (kg)?');
    const refused = await edit(vet, '/questions', { label: 'Which?', kind: 'choice', options: 'only one' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Give 2 to 20 choices, one a line, each at most 100 characters');

    let asked = (await questions(await book())).questions;
    expect(asked).toHaveLength(9);
    expect(asked.at(-1)!.label).toBe('How much does your pet weigh (kg)?');
    expect((await edit(vet, `/questions/${asked.at(-1)!.id}/move`, { direction: 'up' })).status).toBe(200);
    expect((await edit(vet, `/questions/${asked[0]!.id}/delete`)).status).toBe(200);
    asked = (await questions(await book())).questions;
    expect(asked.map((q) => q.label).slice(-2)).toEqual(['How much does your pet weigh (kg)?', 'A short video of the problem']);
    expect(asked.some((q) => q.label === 'What is your main concern?')).toBe(false);

    const before = await questions(first);
    expect(before.answers.map((a) => a.label)).toContain('What is your main concern?');
  });

  test('another practice, or an owner, cannot see or change it', async () => {
    expect((await app.request(`/app/listings/${listingId}/intake?type=${VIDEO}`, { headers: cookieHeader(otherVet) })).status).toBe(404);
    expect((await edit(otherVet, '/questions', { label: 'Sneaky?', kind: 'yesno' })).status).toBe(404);
    // An owner is sent away (to sign in as a practice), as from every practice screen.
    expect((await edit(owner, '/questions', { label: 'Sneaky?', kind: 'yesno' })).status).toBe(303);
    expect(await (await app.request(`/app/listings/${listingId}/intake?type=${VIDEO}`, { headers: cookieHeader(vet) })).text()).not.toContain('Sneaky?');
  });
});
