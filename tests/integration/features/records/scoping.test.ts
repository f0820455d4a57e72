import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner, createPracticeLogin, postForm } from '../../../helpers/accounts';
import { pets, phr, vendor_logins } from '../../../../db/schema';
import { recordCustomer } from '../../../../src/features/customers/customers.service';
import { PDF, upload } from './helpers';

/**
 * Who sees which pet's records (spec §6 read for privacy): the owner manages; a practice (and its
 * team) reads its own customers' only; another owner, another practice, the admin: nothing.
 */
let app: TestApp;
const tokens: Record<string, string> = {};
const petIds: Record<string, number> = {};
let fileOfA = '';
let recordOfA = 0;

async function addPet(token: string, name: string) {
  const res = await app.request('/api/pets', { method: 'POST', headers: bearer(token), json: { name, type: 1 } });
  return ((await res.json()) as { id: number }).id;
}

beforeAll(async () => {
  app = await createTestApp();
  const practice = await createPracticeLogin(app);
  const otherPractice = await createPracticeLogin(app);
  const [member] = await app.db
    .insert(vendor_logins)
    .values({ vendor_id: practice.vendor.id, first_name: 'Team', last_name: 'Member', email: `member-${Date.now()}@example.com`, password_hash: await Bun.password.hash('password123'), subrole: 'user' })
    .returning();
  // A was registered by the practice (so is its customer); B never met it.
  const ownerA = await createOwner(app, { vendor_id: practice.vendor.id });
  await recordCustomer(app.db, practice.vendor.id, ownerA.id, 'registered');
  const ownerB = await createOwner(app);
  tokens.owner = await apiLogin(app, ownerA.email);
  tokens.otherOwner = await apiLogin(app, ownerB.email);
  tokens.practice = await apiLogin(app, practice.login.email, 'vendor');
  tokens.otherPractice = await apiLogin(app, otherPractice.login.email, 'vendor');
  tokens.teamMember = await apiLogin(app, member!.email, 'vendor');
  tokens.admin = await apiLogin(app, 'admin@example.com', 'admin');
  petIds.a1 = await addPet(tokens.owner, 'Rex');
  petIds.a2 = await addPet(tokens.owner, 'Tess');
  petIds.b1 = await addPet(tokens.otherOwner, 'Mo');
  fileOfA = await upload(app, tokens.owner, PDF);
  const res = await app.request(`/api/pets/${petIds.a1}/records`, {
    method: 'POST',
    headers: bearer(tokens.owner),
    json: { category: 'laboratory', details: { name: 'Panel', date: '2026-09-01', type: 'Panels', files: [fileOfA] } },
  });
  recordOfA = ((await res.json()) as { id: number }).id;
  await app.request(`/api/pets/${petIds.b1}/records`, { method: 'POST', headers: bearer(tokens.otherOwner), json: { category: 'weight', details: { date: '2026-09-01', lbs: 20 } } });
}, 30_000);
afterAll(() => app.close());

const READABLE: Record<string, string[]> = {
  owner: ['a1', 'a2'],
  otherOwner: ['b1'],
  practice: ['a1', 'a2'],
  teamMember: ['a1', 'a2'],
  otherPractice: [],
  admin: [],
  anonymous: [],
};

const headersOf = (who: string) => (who === 'anonymous' ? {} : bearer(tokens[who]!));

describe('records scoping: exact sets, no leaks', () => {
  for (const [who, expected] of Object.entries(READABLE)) {
    test(`${who} reads the records of exactly ${expected.length ? expected.join(', ') : 'no pet'}`, async () => {
      const readable: string[] = [];
      for (const [name, id] of Object.entries(petIds)) {
        const res = await app.request(`/api/pets/${id}/export`, { headers: headersOf(who) });
        const list = await app.request(`/api/pets/${id}/records?category=laboratory`, { headers: headersOf(who) });
        const page = await app.request(`/app/medical-records?pet=${id}`, { headers: who === 'anonymous' ? {} : cookieHeader(tokens[who]!) });
        if (res.status === 200) {
          readable.push(name);
          expect(list.status).toBe(200);
          expect(page.status).toBe(200);
          expect(((await res.json()) as { pet: { id: number } }).pet.id).toBe(id);
        } else {
          expect([401, 403, 404]).toContain(res.status);
          expect([401, 403, 404]).toContain(list.status);
          expect(page.status).not.toBe(200);
          const text = await res.text();
          for (const secret of ['Rex', 'Tess', 'Mo', 'Panel']) expect(text).not.toContain(secret);
        }
      }
      expect(readable.sort()).toEqual(expected);
    });

    test(`${who} ${expected.length ? 'may' : 'may not'} open the owner's record file`, async () => {
      const res = await app.request(fileOfA, { headers: who === 'anonymous' ? {} : cookieHeader(tokens[who]!) });
      expect(res.status).toBe(expected.includes('a1') ? 200 : 404);
      if (res.status === 200) expect(res.headers.get('content-type')).toBe('application/pdf');
    });
  }

  test('only the owner may write: the practice and its team get 403, everyone else 404, nothing changes', async () => {
    const before = await app.db.select().from(phr).where(eq(phr.pet_id, petIds.a1!));
    for (const who of ['practice', 'teamMember', 'otherPractice', 'otherOwner', 'admin']) {
      const add = await app.request(`/api/pets/${petIds.a1}/records`, { method: 'POST', headers: headersOf(who), json: { category: 'weight', details: { date: '2026-09-02', lbs: 30 } } });
      const edit = await app.request(`/api/records/${recordOfA}`, { method: 'PUT', headers: headersOf(who), json: { details: { name: 'Changed', date: '2026-09-01', type: 'Panels', files: [fileOfA] } } });
      const del = await app.request(`/api/records/${recordOfA}`, { method: 'DELETE', headers: headersOf(who) });
      const page = await postForm(app, `/app/medical-records/records?pet=${petIds.a1}&category=weight`, { date: '2026-09-02', lbs: '30' }, { headers: cookieHeader(tokens[who]!) });
      const expected = who === 'practice' || who === 'teamMember' ? 403 : who === 'admin' ? 403 : 404;
      for (const res of [add, edit, del]) expect(res.status).toBe(expected);
      // A page answers an error page, or (the admin, who has no records screen) a redirect to /404.
      expect([303, 403, 404]).toContain(page.status);
      if (page.status === 303) expect(page.headers.get('location')).toBe('/404');
    }
    const renamePet = await app.request(`/api/pets/${petIds.a1}`, { method: 'PUT', headers: headersOf('practice'), json: { name: 'Hacked', type: 1 } });
    expect(renamePet.status).toBe(403);
    expect(await app.db.select().from(phr).where(eq(phr.pet_id, petIds.a1!))).toEqual(before);
    const [pet] = await app.db.select().from(pets).where(eq(pets.id, petIds.a1!));
    expect(pet!.name).toBe('Rex');
  });

  test('a practice reading its customer sees the screen read-only: no add, edit or delete', async () => {
    const res = await app.request(`/app/medical-records?pet=${petIds.a1}&category=laboratory`, { headers: cookieHeader(tokens.practice!) });
    const html = await res.text();
    expect(html).toContain('Read-only');
    expect(html).toContain('Panel');
    expect(html).not.toContain('Add Laboratory');
    expect(html).not.toContain('/delete');
    expect(html).not.toContain('Turn on public link');
  });
});
