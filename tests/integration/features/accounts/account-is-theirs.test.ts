import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import * as schema from '../../../../db/schema';
import { account_exports, bookings, files, payments, pets, phr, users, vendor_logins, vendors } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, codeIn, cookieHeader, createOwner, createPracticeLogin, outboxTo, postForm, sessionFrom, uniquePhone } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, slotTaker } from '../../../helpers/booking';
import { SANDBOX_LEDGER, readSandboxLedger } from '../../../../src/providers/payments/sandbox';
import { exportRound } from '../../../../src/features/accounts/accounts.export.job';
import { ACCOUNT_DATA_PARTS } from '../../../../src/account-data';

const VIDEO = 4000;
// Each test signs people in (argon2id) several times on a shared machine.
setDefaultTimeout(30_000);
let app: TestApp;
let patelId: number;
let nextSlot: () => Promise<string>;

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  nextSlot = slotTaker(app, patelId, VIDEO);
});
afterAll(() => app.close());

/** An owner of their own, signed in, with a pet. */
async function owner() {
  const row = await createOwner(app);
  const token = await apiLogin(app, row.email);
  const [pet] = await app.db.insert(pets).values({ name: 'Biscuit', type: 1, user_id: row.id }).returning();
  return { row, token, pet: pet!, headers: cookieHeader(token) };
}

async function paidBooking(o: Awaited<ReturnType<typeof owner>>) {
  const res = await payment(app, o.token, { vendor_listing_id: patelId, type: VIDEO, slot: await nextSlot(), userTZ: 'America/New_York', pet: o.pet.id, info: { summary: 'Itchy ears' }, payment: CARD });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

describe('change the e-mail, mobile and password from the Account page', () => {
  test('a new e-mail needs the password, is refused when taken, and is the sign-in address only once its link is opened; the old address is told', async () => {
    const o = await owner();
    const wrong = await postForm(app, '/app/account/email', { email: 'fresh@example.com', currentPassword: 'nope-nope' }, { htmx: true, headers: o.headers });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Current password is incorrect');
    const taken = await postForm(app, '/app/account/email', { email: 'owner2@example.com', currentPassword: 'password123' }, { htmx: true, headers: o.headers });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('This email already exists in our System.');

    const fresh = `fresh-${Date.now()}@example.com`;
    const asked = await postForm(app, '/app/account/email', { email: fresh, currentPassword: 'password123' }, { htmx: true, headers: o.headers });
    expect(await asked.text()).toContain(`We have sent a link to ${fresh}`);
    expect((await app.db.query.users.findFirst({ where: eq(users.id, o.row.id) }))!.email).toBe(o.row.email);
    const link = /(http\S+\/account\/email\/confirm\?token=\S+)/.exec((await outboxTo(app, fresh))!.body)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    // Opening the link changes nothing; its button does.
    expect(await (await app.request(`/account/email/confirm?token=${token}`)).text()).toContain('Confirm my new e-mail');
    const confirmed = await postForm(app, '/account/email/confirm', { token });
    expect(await confirmed.text()).toContain(`Your e-mail address is now ${fresh}.`);
    expect((await outboxTo(app, o.row.email))!.body).toContain(`now signs in with ${fresh} instead of ${o.row.email}`);
    await apiLogin(app, fresh);
    expect((await postForm(app, '/account/email/confirm', { token })).status).toBe(400);
  });

  test('a new mobile is kept only after its code: a wrong code says "Invalid OTP" and keeps the old number', async () => {
    const o = await owner();
    const phone = uniquePhone();
    const sent = await postForm(app, '/app/account/mobile/send', { phone, country: 'US' }, { htmx: true, headers: o.headers });
    expect(sent.status).toBe(200);
    const code = codeIn((await outboxTo(app, phone))!.body);
    const wrong = await postForm(app, '/app/account/mobile/verify', { phone, country: 'US', otp: code === '0000' ? '1111' : '0000' }, { htmx: true, headers: o.headers });
    expect(await wrong.text()).toContain('Invalid OTP');
    expect((await app.db.query.users.findFirst({ where: eq(users.id, o.row.id) }))!.phone).toBe(o.row.phone);
    await postForm(app, '/app/account/mobile/send', { phone, country: 'US' }, { htmx: true, headers: { ...o.headers, 'x-forwarded-for': '10.9.9.9' } });
    const again = codeIn((await outboxTo(app, phone))!.body);
    const right = await postForm(app, '/app/account/mobile/verify', { phone, country: 'US', otp: again }, { htmx: true, headers: o.headers });
    expect(await right.text()).toContain('Your mobile number is now');
    expect((await app.db.query.users.findFirst({ where: eq(users.id, o.row.id) }))!.phone).toBe(`+1${phone}`);
  });

  test('a new password keeps this browser signed in and signs every other session out', async () => {
    const o = await owner();
    const other = await apiLogin(app, o.row.email);
    const res = await postForm(app, '/app/account/password', { currentPassword: 'password123', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }, { headers: o.headers });
    expect(res.status).toBe(303);
    const renewed = sessionFrom(res)!;
    expect((await app.request('/app/account', { headers: cookieHeader(renewed) })).status).toBe(200);
    expect((await app.request('/app/account', { headers: cookieHeader(other) })).status).toBe(303);
    expect((await app.request('/app/account', { headers: o.headers })).status).toBe(303);
  });
});

describe('download everything', () => {
  test('one ZIP made in the background: the account, a record as JSON and FHIR, a file, a receipt; only its owner downloads it', async () => {
    const o = await owner();
    await app.db.insert(phr).values({ category: 'allergies', details: { name: 'Pollen', reaction: 'Sneezing' }, user_id: o.row.id, pet_id: o.pet.id });
    const key = `private/phr/${crypto.randomUUID()}.txt`;
    await app.deps.providers.storage.put(key, new TextEncoder().encode('lab result text'), 'text/plain');
    await app.db.insert(files).values({ category: 'phr', access: 'private', storage_key: key, file_name: 'lab.txt', file_type: 'text/plain', size: 15, owner_role: 'user', owner_id: o.row.id, uploaded_at: new Date().toISOString() });
    await paidBooking(o);
    const asked = await app.request('/app/account/export', { method: 'POST', headers: { ...o.headers, 'hx-request': 'true' } });
    expect(await asked.text()).toContain('We are preparing your archive.');
    while (await exportRound(app.deps));
    const row = (await app.db.query.account_exports.findFirst({ where: eq(account_exports.user_id, o.row.id) }))!;
    expect(row.status).toBe('ready');
    expect((await outboxTo(app, o.row.email))!.body).toContain(`/app/account/exports/${row.id}/download`);

    const download = await app.request(`/app/account/exports/${row.id}/download`, { headers: o.headers });
    expect(download.headers.get('content-type')).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const names = Object.keys(zip);
    expect(JSON.parse(strFromU8(zip['account.json']!)).email).toBe(o.row.email);
    expect(strFromU8(zip[`records/pet-${o.pet.id}/records.json`]!)).toContain('Pollen');
    expect(JSON.parse(strFromU8(zip[`records/pet-${o.pet.id}/records.fhir.json`]!)).resourceType).toBe('Bundle');
    expect(strFromU8(zip[names.find((n) => n.startsWith('files/phr/') && n.endsWith('lab.txt'))!]!)).toBe('lab result text');
    expect(strFromU8(zip[names.find((n) => n.startsWith('receipts/'))!]!)).toContain('Visa card ending 4242');
    const stranger = await owner();
    expect((await app.request(`/app/account/exports/${row.id}/download`, { headers: stranger.headers })).status).toBe(404);
  });
});

describe('delete the account', () => {
  test('an upcoming paid booking is refunded and its practice e-mailed; the login is refused, the address is free, the practice keeps its entry under "Former client"', async () => {
    const o = await owner();
    const bookingId = await paidBooking(o);
    const [entry] = await app.db.insert(phr).values({ category: 'conditions', details: { name: 'Otitis', visit_date: '2026-01-02' }, user_id: o.row.id, pet_id: o.pet.id, author_vendor_id: (await app.db.query.vendor_listings.findFirst({ where: eq(schema.vendor_listings.id, patelId) }))!.vendor_id }).returning();
    const [own] = await app.db.insert(phr).values({ category: 'allergies', details: { name: 'Dust', reaction: 'Cough' }, user_id: o.row.id, pet_id: o.pet.id }).returning();
    const refused = await postForm(app, '/app/account/delete', { currentPassword: 'wrong-password', understood: 'on' }, { htmx: true, headers: o.headers });
    expect(refused.status).toBe(400);
    expect((await app.db.query.bookings.findFirst({ where: eq(bookings.id, bookingId) }))!.status).toBe(0);

    const res = await postForm(app, '/app/account/delete', { currentPassword: 'password123', understood: 'on' }, { headers: o.headers });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account/deleted');
    const paid = (await app.db.query.payments.findFirst({ where: eq(payments.booking_id, bookingId) }))!;
    expect(paid.refunded_amount).toBe(paid.amount);
    expect(readSandboxLedger(join(app.deps.config.dataDir, SANDBOX_LEDGER)).some((l) => l.kind === 'refund' && l.charge === paid.reference)).toBe(true);
    const vet = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!;
    expect((await outboxTo(app, vet.email))!.subject).toContain('canceled');
    const gone = (await app.db.query.users.findFirst({ where: eq(users.id, o.row.id) }))!;
    expect([gone.first_name, gone.last_name, gone.phone, gone.password_hash]).toEqual(['Former', 'client', null, null]);
    expect((await app.request('/api/account/login', { method: 'POST', json: { email: o.row.email, password: 'password123' } })).status).toBe(401);
    expect(await app.db.query.phr.findFirst({ where: eq(phr.id, own!.id) })).toBeUndefined();
    expect((await app.db.query.phr.findFirst({ where: eq(phr.id, entry!.id) }))!.details.name).toBe('Otitis');
    expect(await createOwner(app, { email: o.row.email })).toBeTruthy();
  });

  test('a consultation room open now refuses the deletion by the password field, nothing changed', async () => {
    const o = await owner();
    const id = await paidBooking(o);
    const soon = new Date(Date.now() + 5 * 60_000);
    await app.db.update(bookings).set({ slot: soon.toISOString(), slot_end: new Date(soon.getTime() + 30 * 60_000).toISOString() }).where(eq(bookings.id, id));
    const res = await postForm(app, '/app/account/delete', { currentPassword: 'password123', understood: 'on' }, { htmx: true, headers: o.headers });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('A consultation room of yours is open now');
    expect((await app.db.query.users.findFirst({ where: eq(users.id, o.row.id) }))!.deleted_at).toBeNull();
  });

  test('a practice with upcoming paid bookings cannot be deleted (the page says why); one without closes and its logins end', async () => {
    const vetToken = await apiLogin(app, 'vet@example.com', 'vendor');
    const o = await owner();
    await paidBooking(o);
    const refused = await postForm(app, '/app/settings/account/delete-practice', { currentPassword: 'password123', understood: 'on' }, { htmx: true, headers: cookieHeader(vetToken) });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('The practice cannot be deleted');
    const { vendor, login } = await createPracticeLogin(app);
    const token = await apiLogin(app, login.email, 'vendor');
    const closed = await postForm(app, '/app/settings/account/delete-practice', { currentPassword: 'password123', understood: 'on' }, { headers: cookieHeader(token) });
    expect(closed.status).toBe(303);
    expect((await app.db.query.vendors.findFirst({ where: eq(vendors.id, vendor.id) }))!.closed_at).not.toBeNull();
    expect((await app.request('/api/account/login', { method: 'POST', json: { email: login.email, password: 'password123', role: 'vendor' } })).status).toBe(401);
  });
});

test('every table with a column pointing to users is named by one of the account data parts (or is accounts’ own)', () => {
  const named = new Set<string>([...ACCOUNT_DATA_PARTS.flatMap((part) => part.tables), 'users', 'account_exports', 'files']);
  const tables = Object.values(schema as Record<string, unknown>).filter((value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value);
  const pointing = tables
    .map((table) => getTableConfig(table as Parameters<typeof getTableConfig>[0]))
    .filter((config) => config.columns.some((c) => c.name === 'user_id') || config.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === 'users'))
    .map((config) => config.name);
  expect(pointing.length).toBeGreaterThan(10);
  expect(pointing.filter((name) => !named.has(name))).toEqual([]);
});
