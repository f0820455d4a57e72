import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { account_exports, email_changes, pets, users, vendors } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, codeIn, createOwner, createPracticeLogin, outboxTo, uniquePhone } from '../../../helpers/accounts';
import { exportRound } from '../../../../src/features/accounts/accounts.export.job';

/* The Account page's changes through the JSON API (decision 0052): the pages' services, refusals naming the field, nothing half-written. */

// Each test signs people in (argon2id) several times on a shared machine.
setDefaultTimeout(30_000);
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(() => app.close());

const post = (path: string, token: string | null, json?: unknown) => app.request(path, { method: 'POST', json, headers: token ? bearer(token) : {} });
const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as { msg: string; field?: string }) });
async function owner() {
  const row = await createOwner(app);
  return { row, token: await apiLogin(app, row.email) };
}
const userRow = (id: number) => app.db.query.users.findFirst({ where: eq(users.id, id) });
const changesOf = async (id: number) => (await app.db.select().from(email_changes).where(and(eq(email_changes.account, 'users'), eq(email_changes.account_id, id)))).length;

describe('POST /api/account/email and /email/confirm', () => {
  test('refusals name the field and write nothing: a bad address, no or a wrong password, an address in use', async () => {
    const o = await owner();
    expect(await refusal(await post('/api/account/email', o.token, { email: 'not an address', currentPassword: 'password123' }))).toMatchObject({ status: 422, field: 'email', msg: 'Please enter a valid email address' });
    expect(await refusal(await post('/api/account/email', o.token, { email: 'fresh@example.com' }))).toMatchObject({ status: 422, field: 'currentPassword', msg: 'Current password is required' });
    expect(await refusal(await post('/api/account/email', o.token, { email: 'fresh@example.com', currentPassword: 'wrong-one' }))).toMatchObject({ status: 400, field: 'currentPassword', msg: 'Current password is incorrect' });
    expect(await refusal(await post('/api/account/email', o.token, { email: 'owner2@example.com', currentPassword: 'password123' }))).toMatchObject({ status: 409, field: 'email' });
    expect(await refusal(await post('/api/account/email', o.token, { email: o.row.email, currentPassword: 'password123' }))).toMatchObject({ status: 422, field: 'email', msg: 'This is already your e-mail address.' });
    expect((await post('/api/account/email', null, { email: 'fresh@example.com', currentPassword: 'password123' })).status).toBe(401);
    expect(await changesOf(o.row.id)).toBe(0);
    expect(await outboxTo(app, 'fresh@example.com')).toBeFalsy();
  });

  test('a new address is the sign-in only once its link is confirmed, by the token, once', async () => {
    const o = await owner();
    const fresh = `api-fresh-${Date.now()}@example.com`;
    const asked = await post('/api/account/email', o.token, { email: fresh.toUpperCase(), currentPassword: 'password123' });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ email: fresh, msg: `We have sent a link to ${fresh}. Open it within 24 hours to sign in with that address; until then your current address stays.` });
    expect((await userRow(o.row.id))!.email).toBe(o.row.email);
    const token = new URL(/(http\S+\/account\/email\/confirm\?token=\S+)/.exec((await outboxTo(app, fresh))!.body)![1]!).searchParams.get('token')!;

    expect(await refusal(await post('/api/account/email/confirm', null, { token: `${token}x` }))).toMatchObject({ status: 400, field: 'token', msg: 'This link to confirm an e-mail address is invalid or has expired.' });
    expect(await refusal(await post('/api/account/email/confirm', null, {}))).toMatchObject({ status: 422, field: 'token' });
    expect((await userRow(o.row.id))!.email).toBe(o.row.email);

    const confirmed = await post('/api/account/email/confirm', null, { token });
    expect(await confirmed.json()).toEqual({ email: fresh, msg: `Your e-mail address is now ${fresh}.` });
    expect((await userRow(o.row.id))!.email).toBe(fresh);
    expect((await outboxTo(app, o.row.email))!.body).toContain(`now signs in with ${fresh} instead of ${o.row.email}`);
    await apiLogin(app, fresh);
    expect(await refusal(await post('/api/account/email/confirm', null, { token }))).toMatchObject({ status: 400, field: 'token' });
  });

  test('a practice login changes its own sign-in address by the same call', async () => {
    const { login } = await createPracticeLogin(app, 'user');
    const token = await apiLogin(app, login.email, 'vendor');
    const fresh = `api-team-${Date.now()}@example.com`;
    expect((await post('/api/account/email', token, { email: fresh, currentPassword: 'password123' })).status).toBe(200);
    const link = /(http\S+\/account\/email\/confirm\?token=\S+)/.exec((await outboxTo(app, fresh))!.body)![1]!;
    expect((await post('/api/account/email/confirm', null, { token: new URL(link).searchParams.get('token') })).status).toBe(200);
    await apiLogin(app, fresh, 'vendor');
  });
});

describe('POST /api/account/mobile/send and /verify', () => {
  test('a bad number or country is refused by its field; a wrong code keeps the old number; the right one makes it the mobile', async () => {
    const o = await owner();
    expect(await refusal(await post('/api/account/mobile/send', o.token, { phone: '123', country: 'US' }))).toMatchObject({ status: 422, field: 'phone' });
    expect(await refusal(await post('/api/account/mobile/send', o.token, { phone: uniquePhone(), country: 'ZZ' }))).toMatchObject({ status: 422, field: 'country', msg: 'ZZ is not a known country' });
    expect(await refusal(await post('/api/account/mobile/send', o.token, {}))).toMatchObject({ status: 422, field: 'phone', msg: 'Mobile number is required' });
    const phone = uniquePhone();
    const sent = await post('/api/account/mobile/send', o.token, { phone, country: 'US' });
    expect(await sent.json()).toEqual({ msg: 'We have sent a 4-digit code to your mobile number. It is valid for 10 minutes.' });
    const code = codeIn((await outboxTo(app, phone))!.body);

    expect(await refusal(await post('/api/account/mobile/verify', o.token, { phone, country: 'US' }))).toMatchObject({ status: 422, field: 'otp', msg: 'Code is required' });
    expect(await refusal(await post('/api/account/mobile/verify', o.token, { phone, country: 'US', otp: code === '0000' ? '1111' : '0000' }))).toMatchObject({ status: 400, field: 'otp', msg: 'Invalid OTP' });
    expect((await userRow(o.row.id))!.phone).toBe(o.row.phone);

    await app.request('/api/account/mobile/send', { method: 'POST', json: { phone, country: 'US' }, headers: { ...bearer(o.token), 'x-forwarded-for': '10.8.8.8' } });
    const again = codeIn((await outboxTo(app, phone))!.body);
    const verified = await post('/api/account/mobile/verify', o.token, { phone, country: 'US', otp: again });
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as { msg: string; phone: string };
    expect(body.phone).toBe(`+1${phone}`);
    expect(body.msg).toStartWith('Your mobile number is now');
    expect((await userRow(o.row.id))!.phone).toBe(`+1${phone}`);
  });
});

describe('GET and POST /api/account/export', () => {
  test("the owner asks once, sees it being made, then ready with its download address; others can't ask", async () => {
    const o = await owner();
    await app.db.insert(pets).values({ name: 'Biscuit', type: 1, user_id: o.row.id });
    expect(await (await app.request('/api/account/export', { headers: bearer(o.token) })).json()).toEqual({ exports: [] });
    expect(await refusal(await post('/api/account/export', o.token, { tz: 'Mars/Olympus' }))).toMatchObject({ status: 422, field: 'tz' });
    expect((await post('/api/account/export', await apiLogin(app, 'vet@example.com', 'vendor'), {})).status).toBe(403);
    expect((await app.db.select().from(account_exports).where(eq(account_exports.user_id, o.row.id))).length).toBe(0);

    const asked = (await (await post('/api/account/export', o.token, { tz: 'Europe/Madrid' })).json()) as { msg: string; export: { id: number; status: string; download_url: string | null } };
    expect(asked.msg).toStartWith('We are preparing your archive.');
    expect(asked.export).toMatchObject({ status: 'pending', download_url: null });
    expect(((await (await post('/api/account/export', o.token)).json()) as typeof asked).export.id).toBe(asked.export.id);
    expect((await app.db.query.account_exports.findFirst({ where: eq(account_exports.id, asked.export.id) }))!.zone).toBe('Europe/Madrid');

    while (await exportRound(app.deps));
    const listed = (await (await app.request('/api/account/export', { headers: bearer(o.token) })).json()) as { exports: { id: number; status: string; download_url: string; expires_at: string; size: number }[] };
    expect(listed.exports).toHaveLength(1);
    expect(listed.exports[0]).toMatchObject({ id: asked.export.id, status: 'ready', download_url: `${app.deps.config.publicUrl}/app/account/exports/${asked.export.id}/download` });
    expect(listed.exports[0]!.size).toBeGreaterThan(0);
    const download = await app.request(new URL(listed.exports[0]!.download_url).pathname, { headers: bearer(o.token) });
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(JSON.parse(strFromU8(unzipSync(new Uint8Array(await download.arrayBuffer()))['account.json']!)).email).toBe(o.row.email);
  });
});

describe('POST /api/settings/practice/delete', () => {
  test('refused by currentPassword while paid appointments lie ahead, or for a wrong password, or for a team member; otherwise the practice closes', async () => {
    // The demo practice has paid appointments ahead (the seed's).
    const o = await owner();
    const vet = await apiLogin(app, 'vet@example.com', 'vendor');
    const held = await refusal(await post('/api/settings/practice/delete', vet, { currentPassword: 'password123' }));
    expect(held).toMatchObject({ status: 409, field: 'currentPassword' });
    expect(held.msg).toMatch(/^The practice cannot be deleted: it has \d+ upcoming paid appointments? \(or a payment under way\)/);

    const { vendor, login } = await createPracticeLogin(app);
    const token = await apiLogin(app, login.email, 'vendor');
    expect(await refusal(await post('/api/settings/practice/delete', token, { currentPassword: 'wrong-one' }))).toMatchObject({ status: 400, field: 'currentPassword' });
    expect(await refusal(await post('/api/settings/practice/delete', token, {}))).toMatchObject({ status: 422, field: 'currentPassword', msg: 'Current password is required' });
    expect((await post('/api/settings/practice/delete', await apiLogin(app, 'staff@example.com', 'vendor'), { currentPassword: 'password123' })).status).toBe(403);
    expect((await post('/api/settings/practice/delete', o.token, { currentPassword: 'password123' })).status).toBe(403);
    expect((await app.db.query.vendors.findFirst({ where: eq(vendors.id, vendor.id) }))!.closed_at).toBeNull();

    const closed = await post('/api/settings/practice/delete', token, { currentPassword: 'password123' });
    expect(await closed.json()).toEqual({ msg: 'The practice was deleted' });
    expect((await app.db.query.vendors.findFirst({ where: eq(vendors.id, vendor.id) }))!.closed_at).not.toBeNull();
    expect((await app.request('/api/account/profile', { headers: bearer(token) })).status).toBe(401);
    expect((await app.request('/api/account/login', { method: 'POST', json: { email: login.email, password: 'password123', role: 'vendor' } })).status).toBe(401);
  });
});
