import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner } from '../../helpers/accounts';
import { bookings, pets, phr } from '../../../db/schema';

/**
 * Deleting a pet says first what it does: the upcoming appointments that stop it (named, each
 * linked; the delete is refused until they are canceled) and the records it takes out of reach.
 */
let app: TestApp;
let token: string;
let ownerId: number;

const petNamed = async (name: string) => (await app.db.query.pets.findFirst({ where: and(eq(pets.user_id, ownerId), eq(pets.name, name)) }))!;
const upcomingOf = async (petId: number) =>
  (await app.db.select().from(bookings).where(and(eq(bookings.user_id, ownerId), gt(bookings.slot, new Date().toISOString()), inArray(bookings.status, [0, 1])))).filter(
    (b) => b.details.pet?.id === petId,
  );

/** A pet of the owner with two immunizations and a weight, and no appointment. */
async function petWithRecords(name: string) {
  const [pet] = await app.db.insert(pets).values({ name, type: 1, user_id: ownerId, share_token: `share-${name}-token-long-enough-0123456789` }).returning();
  const record = (category: string, details: Record<string, unknown>) => ({ category, details, user_id: ownerId, pet_id: pet!.id });
  await app.db.insert(phr).values([record('immunizations', { name: 'Rabies' }), record('immunizations', { name: 'DHPP' }), record('weight', { weight: 30 })]);
  return pet!;
}

beforeAll(async () => {
  app = await createTestApp();
  token = await apiLogin(app, 'owner@example.com');
  ownerId = (await app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'owner@example.com') }))!.id;
}, 30_000);
afterAll(() => app.close());

describe('deleting a pet with upcoming appointments and records', () => {
  test('the question names each upcoming appointment and the records, offers no delete, and a delete is refused until they are canceled', async () => {
    const biscuit = await petNamed('Biscuit');
    const upcoming = await upcomingOf(biscuit.id);
    expect(upcoming.length).toBeGreaterThan(0);

    const res = await app.request(`/app/my-pets/${biscuit.id}/delete`, { headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Delete Biscuit?');
    const count = upcoming.length;
    expect(page).toContain(`Biscuit has ${count} upcoming appointment${count === 1 ? '' : 's'}: cancel ${count === 1 ? 'it' : 'them'} first, then delete Biscuit.`);
    for (const booking of upcoming) {
      expect(page).toContain(`href="/app/my-appointments/${booking.id}"`);
      expect(page).toContain(booking.details.listing.title);
    }
    expect(page).toMatch(/Biscuit has \d+ health records: .*Immunizations \(\d+\).*Once Biscuit is deleted, neither you nor any practice can open them again/);
    expect(page).not.toContain(`action="/app/my-pets/${biscuit.id}/delete"`);

    // Refused however it is asked: the form's post, htmx, the API. Nothing changes.
    const post = await app.request(`/app/my-pets/${biscuit.id}/delete`, { method: 'POST', headers: cookieHeader(token) });
    expect(post.status).toBe(409);
    expect(await post.text()).toContain(`href="/app/my-appointments/${upcoming[0]!.id}"`);
    const api = await app.request(`/api/pets/${biscuit.id}`, { method: 'DELETE', headers: bearer(token) });
    expect(api.status).toBe(409);
    expect(((await api.json()) as { msg: string }).msg).toBe(`Biscuit has ${count} upcoming appointment${count === 1 ? '' : 's'}: cancel ${count === 1 ? 'it' : 'them'} first, then delete Biscuit.`);
    expect((await petNamed('Biscuit')).status).toBe(1);
    for (const booking of upcoming) expect((await app.db.query.bookings.findFirst({ where: eq(bookings.id, booking.id) }))!.status).toBe(booking.status);
  });

  test('a pet with records and nothing upcoming: the question says which records it hides, and confirming deletes it', async () => {
    const pet = await petWithRecords('Pepper');
    const res = await app.request(`/app/my-pets/${pet.id}/delete`, { headers: { ...cookieHeader(token), 'hx-request': 'true' } });
    expect(res.status).toBe(200);
    const fragment = await res.text();
    expect(fragment).not.toContain('<html');
    expect(fragment).toContain('Pepper has 3 health records: Immunizations (2) and Weight (1). Once Pepper is deleted, neither you nor any practice can open them again, and its shared records link stops working.');
    expect(fragment).toContain(`href="/app/medical-records/print?pet=${pet.id}"`);
    expect(fragment).toContain(`hx-post="/app/my-pets/${pet.id}/delete"`);

    const done = await app.request(`/app/my-pets/${pet.id}/delete`, { method: 'POST', headers: { ...cookieHeader(token), 'hx-request': 'true' } });
    expect(done.status).toBe(200);
    const answer = await done.text();
    expect(answer).toContain('Pepper was deleted.');
    expect(answer).toContain('data-dialog-done');
    expect(answer).toContain('id="pet-list"');
    expect(answer).not.toContain('Pepper</h2>');
    const row = await petNamed('Pepper');
    expect(row).toMatchObject({ status: 0, share_token: null });
    // What the question said holds: nobody opens the records, the link is gone; the rows are kept.
    expect((await app.request(`/app/medical-records?pet=${pet.id}`, { headers: cookieHeader(token) })).status).toBe(404);
    expect((await app.request(`/3/records?id=share-Pepper-token-long-enough-0123456789`)).status).toBe(404);
    expect((await app.db.select().from(phr).where(eq(phr.pet_id, pet.id))).length).toBe(3);
  });

  test('without scripts: the question is its own page and a plain post goes back to My Pets', async () => {
    const pet = await petWithRecords('Clover');
    const page = await app.request(`/app/my-pets/${pet.id}/delete`, { headers: cookieHeader(token) });
    expect(await page.text()).toContain('<h1>Manage Pets</h1>');
    const done = await app.request(`/app/my-pets/${pet.id}/delete`, { method: 'POST', headers: cookieHeader(token) });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/app/my-pets');
  });

  test('the question speaks the reader’s language', async () => {
    const pet = await petWithRecords('Luna');
    const page = await (await app.request(`/app/my-pets/${pet.id}/delete`, { headers: { ...cookieHeader(token), 'accept-language': 'es' } })).text();
    expect(page).toContain('¿Eliminar a Luna?');
    expect(page).toContain('Luna tiene 3 registros de salud');
  });

  test('another owner’s pet is not found', async () => {
    const pet = await petNamed('Miso');
    const other = await apiLogin(app, (await createOwner(app)).email);
    expect((await app.request(`/app/my-pets/${pet.id}/delete`, { headers: cookieHeader(other) })).status).toBe(404);
    expect((await app.request(`/app/my-pets/${pet.id}/delete`, { method: 'POST', headers: cookieHeader(other) })).status).toBe(404);
  });
});
