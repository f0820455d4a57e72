import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { newsletter_subscribers, users, vendors, waitlist_entries, waitlist_offers, websites } from '../../../../db/schema';
import { randomSecret } from '../../../../src/lib/crypto';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, createOwner } from '../../../helpers/accounts';
import { listingByTitle } from '../../../helpers/booking';
import { PNG } from '../records/helpers';

/** My Profile, reminders, sign-out, the newsletter, the admin's practices, waitlist offers and the website's uploads, through the JSON API. */
let app: TestApp;
const as: Record<string, Record<string, string>> = {};
const call = (method: string, path: string, who: string | null, json?: unknown) => app.request(path, { method, headers: who ? as[who] : {}, json });
const userRow = async (email: string) => (await app.db.query.users.findFirst({ where: eq(users.email, email) }))!;
function upload(path: string, who: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return app.request(path, { method: 'POST', headers: as[who], body: form });
}
const png = () => new File([PNG], 'pixel.png', { type: 'image/png' });
const notPicture = () => new File(['just words'], 'photo.png', { type: 'image/png' });

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  for (const [who, email, role] of [['owner', 'owner@example.com', 'user'], ['owner2', 'owner2@example.com', 'user'], ['vet', 'vet@example.com', 'vendor'], ['staff', 'staff@example.com', 'vendor'], ['vet2', 'vet2@example.com', 'vendor'], ['admin', 'admin@example.com', 'admin']] as const) {
    as[who] = bearer(await apiLogin(app, email, role));
  }
}, 30_000);
afterAll(() => app.close());

describe('my profile', () => {
  test('names, language and units are saved; each left out stays; a bad one is a 422 naming it and nothing changes', async () => {
    expect(await (await call('GET', '/api/account/profile', 'owner2')).json()).toMatchObject({ email: 'owner2@example.com' });
    const saved = await call('PUT', '/api/account/profile', 'owner2', { first_name: 'Robin', units: 'metric' });
    expect(saved.status).toBe(200);
    const before = await userRow('owner2@example.com');
    expect(before).toMatchObject({ first_name: 'Robin', units: 'metric' });
    const badName = await call('PUT', '/api/account/profile', 'owner2', { first_name: '' });
    expect(badName.status).toBe(422);
    expect(((await badName.json()) as { field: string }).field).toBe('first_name');
    const badUnits = await call('PUT', '/api/account/profile', 'owner2', { last_name: 'Changed', units: 'cubits' });
    expect(await badUnits.json()).toEqual({ msg: 'units must be one of: us, metric', field: 'units' });
    expect(await userRow('owner2@example.com')).toEqual(before);
  });

  test('a picture is stored from its bytes; a file that is no picture is a 422 naming file and the picture stays', async () => {
    const ok = await upload('/api/account/picture', 'owner2', png());
    expect(ok.status).toBe(200);
    const { pic } = (await ok.json()) as { pic: string };
    expect((await userRow('owner2@example.com')).pic).toBe(pic);
    const bad = await upload('/api/account/picture', 'owner2', notPicture());
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { field: string }).field).toBe('file');
    expect((await userRow('owner2@example.com')).pic).toBe(pic);
  });

  test('reminders are the owner’s to set; a value that is no switch is a 422 naming its field', async () => {
    const bad = await call('PUT', '/api/account/reminders', 'owner', { appointment_reminders: 'yes', vaccine_reminders: false });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ msg: 'A reminder setting must be true or false', field: 'appointment_reminders' });
    expect(await (await call('PUT', '/api/account/reminders', 'owner', { appointment_reminders: false, vaccine_reminders: true })).json()).toEqual({ appointment_reminders: false, vaccine_reminders: true });
    expect(await (await call('GET', '/api/account/reminders', 'owner')).json()).toEqual({ appointment_reminders: false, vaccine_reminders: true });
    expect((await call('GET', '/api/account/reminders', 'vet')).status).toBe(403);
  });

  test('signing out ends the token used, as the menu’s Logout ends every session', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    expect((await app.request('/api/account/logout', { method: 'POST', headers: bearer(token) })).status).toBe(200);
    expect((await app.request('/api/account/profile', { headers: bearer(token) })).status).toBe(401);
  });
});

describe('the newsletter and the platform admin', () => {
  test('an address is subscribed once; one that is no address is a 422 naming email and nothing is kept', async () => {
    const count = async () => (await app.db.select().from(newsletter_subscribers)).length;
    const before = await count();
    const bad = await call('POST', '/api/newsletter', null, { email: 'not an address' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { field: string }).field).toBe('email');
    expect(await count()).toBe(before);
    expect((await call('POST', '/api/newsletter', null, { email: 'Tips@Example.com' })).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  test('the admin suspends and restores a practice; a practice may not', async () => {
    const cats = (await app.db.query.vendors.findFirst({ where: eq(vendors.name, 'City Cat Clinic') }))!;
    expect((await call('POST', `/api/admin/practices/${cats.id}/suspend`, 'vet')).status).toBe(403);
    expect((await app.db.query.vendors.findFirst({ where: eq(vendors.id, cats.id) }))!.suspended_at).toBeNull();
    expect(await (await call('POST', `/api/admin/practices/${cats.id}/suspend`, 'admin')).json()).toEqual({ id: cats.id, suspended: true });
    const listed = (await (await call('GET', '/api/admin/practices?q=city', 'admin')).json()) as { practices: { id: number; suspended: boolean }[] };
    expect(listed.practices).toContainEqual(expect.objectContaining({ id: cats.id, suspended: true }));
    expect(await (await call('POST', `/api/admin/practices/${cats.id}/restore`, 'admin')).json()).toEqual({ id: cats.id, suspended: false });
    expect((await call('POST', '/api/admin/practices/999999/suspend', 'admin')).status).toBe(404);
  });
});

describe('a waitlist offer', () => {
  test('its owner reads and declines it; another owner finds nothing', async () => {
    const patel = await listingByTitle(app, 'Dr. Maya Patel');
    const day = DateTime.now().plus({ days: 10 }).toISODate()!;
    const owner = await userRow('owner@example.com');
    const [entry] = await app.db.insert(waitlist_entries).values({ user_id: owner.id, vendor_id: patel.vendor_id, vendor_listing_id: patel.id, type: 4000, date_from: day, date_to: day, state: 'offered' }).returning();
    const token = randomSecret(24);
    const slot = `${day}T15:00:00.000Z`;
    await app.db.insert(waitlist_offers).values({ entry_id: entry!.id, vendor_listing_id: patel.id, slot, slot_end: `${day}T15:30:00.000Z`, token, expires_at: new Date(Date.now() + 15 * 60_000).toISOString() });
    expect(await (await call('GET', `/api/waitlist/offers/${token}`, 'owner')).json()).toMatchObject({ state: 'open', listing_id: patel.id, type: 4000, slot, timezone: 'America/New_York' });
    expect((await call('POST', `/api/waitlist/offers/${token}/decline`, 'owner2')).status).toBe(404);
    expect((await app.db.query.waitlist_offers.findFirst({ where: eq(waitlist_offers.token, token) }))!.state).toBe('open');
    expect(await (await call('POST', `/api/waitlist/offers/${token}/decline`, 'owner')).json()).toMatchObject({ state: 'declined' });
  });
});

describe('the website’s uploads', () => {
  test('the root admin sets the logo and stores an image; no picture is a 422 naming file; a team member finds nothing', async () => {
    const site = async () => (await app.db.query.websites.findFirst({ where: eq(websites.sub_domain, 'citycats') }))!;
    const logo = await upload('/api/settings/website/logo', 'vet2', png());
    expect(logo.status).toBe(200);
    const saved = (await logo.json()) as { logo: string; msg: string };
    expect(saved.msg).toBe('Your new logo has been uploaded.');
    expect((await site()).logo).toBe(saved.logo);
    const bad = await upload('/api/settings/website/logo', 'vet2', notPicture());
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { field: string }).field).toBe('file');
    expect((await site()).logo).toBe(saved.logo);
    const image = await upload('/api/settings/website/image', 'vet2', png());
    expect(((await image.json()) as { url: string }).url).toMatch(/\.png$/);
    expect((await upload('/api/settings/website/image', 'staff', png())).status).toBe(404);
  });
});
