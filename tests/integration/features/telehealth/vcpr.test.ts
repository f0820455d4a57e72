import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { booking_telehealth } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { CARD, payment, slotTaker, userByEmail } from '../../../helpers/booking';
import { LISTINGS, listingByTitle, loginRow } from '../appointments/fixtures';
import { dayIn } from '../../../../src/lib/time';

/* Licences, in-person exams and the VCPR window decide telemedicine or teletriage; the telehealth consent is asked once per version. */

const CLINIC = 2000;
const VIDEO = 4000;
const MINUTE = 60_000;

describe('VCPR, licences and the telehealth consent', () => {
  let app: TestApp;
  let now = new Date();
  let owner: string;
  let otherOwner: string;
  let vet: string;
  let staff: string;
  let otherVet: string;
  let ownerId: number;
  let vetId: number;
  let listingId: number;
  let pet: number;
  let takeVideo: (fromDay?: number) => Promise<string>;
  let takeClinic: (fromDay?: number) => Promise<string>;

  const call = (method: string, path: string, token: string, json?: unknown) => app.request(path, { method, headers: bearer(token), ...(json === undefined ? {} : { json }) });
  const bookVideo = async (extra: Record<string, unknown> = {}) => {
    const body = { vendor_listing_id: listingId, type: VIDEO, slot: await takeVideo(), userTZ: 'America/New_York', pet, info: { summary: 'Itchy ears' }, payment: CARD, owner_country: 'US', owner_region: 'US-MA', ...extra };
    return payment(app, owner, body);
  };
  const kindOf = async (id: number, token = owner) => ((await (await call('GET', `/api/appointments/${id}/telehealth`, token)).json()) as { consult_kind: string }).consult_kind;
  const idOf = async (res: Response) => ((await res.json()) as { id: number }).id;

  beforeAll(async () => {
    app = await createTestApp({ clock: () => now });
    owner = await apiLogin(app, 'owner@example.com', 'user');
    otherOwner = await apiLogin(app, 'owner2@example.com', 'user');
    vet = await apiLogin(app, 'vet@example.com', 'vendor');
    staff = await apiLogin(app, 'staff@example.com', 'vendor');
    otherVet = await apiLogin(app, 'vet2@example.com', 'vendor');
    ownerId = (await userByEmail(app, 'owner@example.com')).id;
    vetId = (await loginRow(app, 'vet@example.com')).id;
    listingId = (await listingByTitle(app, LISTINGS.patel)).id;
    const added = await call('POST', '/api/pets', owner, { name: 'Pickle', type: 1 });
    pet = ((await added.json()) as { id: number }).id;
    takeVideo = slotTaker(app, listingId, VIDEO);
    takeClinic = slotTaker(app, listingId, CLINIC);
  });
  afterAll(() => app.close());

  test('a licence names a real country and a region of it; only the root admin adds one', async () => {
    const bad = await call('POST', '/api/telehealth/licences', vet, { login_id: vetId, country: 'XX', region: '' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ field: 'country' });
    const wrongRegion = await call('POST', '/api/telehealth/licences', vet, { login_id: vetId, country: 'US', region: 'CA-ON' });
    expect(wrongRegion.status).toBe(422);
    expect(await wrongRegion.json()).toMatchObject({ field: 'region' });
    const stranger = await call('POST', '/api/telehealth/licences', vet, { login_id: 999999, country: 'US', region: 'US-MA' });
    expect(await stranger.json()).toMatchObject({ field: 'login_id' });
    expect((await call('POST', '/api/telehealth/licences', staff, { login_id: vetId, country: 'US', region: 'US-MA' })).status).toBe(403);
    expect((await call('POST', '/api/telehealth/licences', owner, { login_id: vetId, country: 'US', region: 'US-MA' })).status).toBe(403);
    const added = await call('POST', '/api/telehealth/licences', vet, { login_id: vetId, country: 'us', region: 'us-ma', number: 'MA-12345' });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ licence: { country: 'US', region: 'US-MA', number: 'MA-12345' } });
    const seen = (await (await call('GET', '/api/telehealth/settings', staff)).json()) as { vcpr_months: number; licences: unknown[] };
    expect(seen.vcpr_months).toBe(12);
    expect(seen.licences).toHaveLength(1);
    const { licence } = (await (await call('POST', '/api/telehealth/licences', vet, { login_id: vetId, country: 'GB', region: '' })).json()) as { licence: { id: number } };
    expect((await call('DELETE', `/api/telehealth/licences/${licence.id}`, otherVet)).status).toBe(404);
    expect((await call('DELETE', `/api/telehealth/licences/${licence.id}`, vet)).status).toBe(200);
  });

  test('the VCPR window is a whole number of months from 1 to 36', async () => {
    for (const months of [0, 37, 'abc', 2.5]) {
      const res = await call('PUT', '/api/telehealth/settings/window', vet, { vcpr_months: months });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ field: 'vcpr_months' });
    }
    expect((await call('PUT', '/api/telehealth/settings/window', staff, { vcpr_months: 6 })).status).toBe(403);
    expect(await (await call('PUT', '/api/telehealth/settings/window', vet, { vcpr_months: 12 })).json()).toEqual({ vcpr_months: 12 });
  });

  test('a video booking needs the current consent; once accepted for a version it is never asked again; a new version asks again', async () => {
    // The demo owner accepted the default text (version 1) with this practice; the practice writes its own: version 2.
    const edited = await call('PUT', '/api/telehealth/consent', vet, { text: 'Our own telehealth terms.' });
    expect(await edited.json()).toMatchObject({ version: 2, text: 'Our own telehealth terms.' });
    expect((await call('PUT', '/api/telehealth/consent', staff, { text: 'Mine.' })).status).toBe(403);
    expect(await (await call('PUT', '/api/telehealth/consent', vet, { text: '' })).json()).toMatchObject({ field: 'text' });
    const missing = await bookVideo({ telehealth_consent: undefined });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ field: 'telehealth_consent' });
    const stale = await bookVideo({ telehealth_consent: 1 });
    expect(await stale.json()).toMatchObject({ field: 'telehealth_consent', status: 'The telehealth consent changed: please read and accept the current version' });
    const first = await bookVideo({ telehealth_consent: 2 });
    expect(first.status).toBe(200);
    const firstId = await idOf(first);
    const kept = (await app.db.query.booking_telehealth.findFirst({ where: eq(booking_telehealth.booking_id, firstId) }))!;
    expect(kept).toMatchObject({ consent_version: 2, consent_user_id: ownerId, country: 'US', region: 'US-MA' });
    expect(kept.consent_at).toBe(now.toISOString());
    expect(kept.consent_ip).toBeTruthy();
    const again = await bookVideo({ telehealth_consent: undefined });
    expect(again.status).toBe(200);
    await call('PUT', '/api/telehealth/consent', vet, { text: 'Our own telehealth terms, revised.' });
    expect((await bookVideo({ telehealth_consent: undefined })).status).toBe(422);
    expect((await bookVideo({ telehealth_consent: 3 })).status).toBe(200);
    const info = (await (await call('GET', `/api/telehealth/consent?vendor_listing_id=${listingId}`, owner)).json()) as Record<string, unknown>;
    expect(info).toMatchObject({ version: 3, accepted: true, location: { country: 'US', region: 'US-MA' } });
  });

  test('a bad owner location names its field', async () => {
    expect(await (await bookVideo({ owner_country: 'ZZ' })).json()).toMatchObject({ field: 'owner_country' });
    expect(await (await bookVideo({ owner_region: 'GB-SCT' })).json()).toMatchObject({ field: 'owner_region' });
  });

  test('teletriage for a pet never examined here; telemedicine after a hand-entered exam; teletriage where no vet is licensed', async () => {
    const id = await idOf(await bookVideo());
    expect(await kindOf(id)).toBe('teletriage');
    expect(await kindOf(id, vet)).toBe('teletriage');
    const future = await call('POST', `/api/users/${ownerId}/exams`, vet, { pet_id: pet, examined_at: '2999-01-01' });
    expect(await future.json()).toMatchObject({ field: 'examined_at' });
    const othersPet = ((await (await call('POST', '/api/pets', otherOwner, { name: 'Stranger', type: 1 })).json()) as { id: number }).id;
    expect(await (await call('POST', `/api/users/${ownerId}/exams`, vet, { pet_id: othersPet, examined_at: dayIn('America/New_York', now) })).json()).toMatchObject({ field: 'pet_id' });
    expect((await call('POST', `/api/users/999999/exams`, vet, { pet_id: pet, examined_at: dayIn('America/New_York', now) })).status).toBe(404);
    expect((await call('POST', `/api/users/${ownerId}/exams`, owner, { pet_id: pet, examined_at: dayIn('America/New_York', now) })).status).toBe(403);
    const exam = await call('POST', `/api/users/${ownerId}/exams`, staff, { pet_id: pet, examined_at: dayIn('America/New_York', now) });
    expect(exam.status).toBe(201);
    expect(await kindOf(id)).toBe('telemedicine');
    const away = await idOf(await bookVideo({ owner_region: 'US-CA' }));
    expect(await kindOf(away)).toBe('teletriage');
    expect((await call('GET', `/api/appointments/${id}/telehealth`, otherOwner)).status).toBe(404);
  });

  test('a Clinic visit marked arrived makes the VCPR', async () => {
    const other = ((await (await call('POST', '/api/pets', owner, { name: 'Noodle', type: 1 })).json()) as { id: number }).id;
    const clinicSlot = await takeClinic();
    const clinic = await payment(app, owner, { vendor_listing_id: listingId, type: CLINIC, slot: clinicSlot, userTZ: 'America/New_York', pet: other, info: { summary: 'Check-up' }, payment: CARD });
    const clinicId = await idOf(clinic);
    const video = await idOf(await bookVideo({ pet: other }));
    expect(await kindOf(video)).toBe('teletriage');
    now = new Date(Date.parse(clinicSlot) + 10 * MINUTE);
    expect((await call('POST', `/api/appointments/${clinicId}/attendance`, vet, { mark: 'arrived' })).status).toBe(200);
    const after = await idOf(await bookVideo({ pet: other }));
    expect(await kindOf(after)).toBe('telemedicine');
    expect((await call('GET', `/api/appointments/${clinicId}/telehealth`, owner)).status).toBe(200);
    expect(await kindOf(clinicId)).toBe('clinic');
  });
});
