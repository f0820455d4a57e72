import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner, createPracticeLogin, postForm } from '../../../helpers/accounts';
import { pets, records_access, users, vendor_logins } from '../../../../db/schema';
import { recordCustomer } from '../../../../src/features/customers/customers.service';

/**
 * The records access log: every read and write of a pet's records, by its owner, a practice's
 * people and share links, shown to the owner per pet and to the practice for its own people;
 * append-only, whatever route is called.
 */
let app: TestApp;
const tokens: Record<string, string> = {};
let petId = 0;
let otherPetId = 0;
let ownerId = 0;
let practiceName = '';

interface Entry {
  id: number;
  who: string;
  actor: string;
  action: string;
  category: string | null;
  channel: string;
  pet_name?: string | null;
}

/** What the database answers a statement: its refusal, or 'done'. */
const refusal = async (statement: SQL) => app.db.run(statement).then(() => 'done', (error: Error) => `${error.message} ${String(error.cause)}`);
const json = async <T,>(res: Response) => (await res.json()) as T;
const ownerLog = async (token = tokens.owner!) => app.request(`/api/pets/${petId}/access-log`, { headers: bearer(token) });

beforeAll(async () => {
  app = await createTestApp();
  const practice = await createPracticeLogin(app);
  practiceName = practice.vendor.name;
  const otherPractice = await createPracticeLogin(app);
  const [member] = await app.db
    .insert(vendor_logins)
    .values({ vendor_id: practice.vendor.id, first_name: 'Nina', last_name: 'Reyes', email: `nina-${Date.now()}@example.com`, password_hash: await Bun.password.hash('password123'), subrole: 'user' })
    .returning();
  const owner = await createOwner(app, { vendor_id: practice.vendor.id });
  ownerId = owner.id;
  await recordCustomer(app.db, practice.vendor.id, owner.id, 'registered');
  const otherOwner = await createOwner(app);
  tokens.owner = await apiLogin(app, owner.email);
  tokens.otherOwner = await apiLogin(app, otherOwner.email);
  tokens.practice = await apiLogin(app, practice.login.email, 'vendor');
  tokens.member = await apiLogin(app, member!.email, 'vendor');
  tokens.otherPractice = await apiLogin(app, otherPractice.login.email, 'vendor');
  tokens.admin = await apiLogin(app, 'admin@example.com', 'admin');
  const made = await app.request('/api/pets', { method: 'POST', headers: bearer(tokens.owner), json: { name: 'Biscuit', type: 1 } });
  petId = (await json<{ id: number }>(made)).id;
  const other = await app.request('/api/pets', { method: 'POST', headers: bearer(tokens.otherOwner), json: { name: 'Pepper', type: 1 } });
  otherPetId = (await json<{ id: number }>(other)).id;
}, 60_000);

afterAll(() => app?.close?.());

describe('the records access log', () => {
  test('the access log records reads by the practice, the owner and a share link', async () => {
    // The owner writes and reads (page and JSON), turns a share link on; the link is opened; the practice's people read.
    const added = await app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: bearer(tokens.owner!), json: { category: 'allergies', details: { name: 'Pollen', reaction: 'Sneezing' } } });
    expect(added.status).toBe(201);
    expect((await app.request(`/app/medical-records?pet=${petId}&category=allergies`, { headers: cookieHeader(tokens.owner!) })).status).toBe(200);
    expect((await app.request(`/api/pets/${petId}/records?category=allergies`, { headers: bearer(tokens.owner!) })).status).toBe(200);
    expect((await postForm(app, `/app/medical-records/share?pet=${petId}`, { action: 'renew' }, { headers: cookieHeader(tokens.owner!) })).status).toBeLessThan(400);
    const [{ share_token }] = (await app.db.select({ share_token: pets.share_token }).from(pets).where(eq(pets.id, petId))) as [{ share_token: string }];
    const shared = await app.request(`/3/records?id=${share_token}`);
    expect(await shared.text()).toContain('Pollen');
    expect((await app.request(`/api/pets/${petId}/records?category=allergies`, { headers: bearer(tokens.member!) })).status).toBe(200);
    expect((await app.request(`/app/medical-records/print?pet=${petId}`, { headers: cookieHeader(tokens.practice!) })).status).toBe(200);
    expect((await app.request(`/app/users/${ownerId}`, { headers: cookieHeader(tokens.practice!) })).status).toBe(200);

    const res = await ownerLog();
    expect(res.status).toBe(200);
    const { entries } = await json<{ entries: Entry[] }>(res);
    const lines = entries.map((e) => `${e.who} ${e.action} ${e.category ?? 'all'} ${e.channel}`);
    expect(lines).toContain('You create allergies api');
    expect(lines).toContain('You read allergies web');
    expect(lines).toContain('You read allergies api');
    expect(lines).toContain(`${practiceName} (Nina Reyes) read allergies api`);
    expect(lines.some((l) => l.startsWith(`${practiceName} (Test Vet`) && l.endsWith('export all export'))).toBe(true);
    expect(lines.some((l) => /^Share link created .+ share-view all share$/.test(l))).toBe(true);
    // The owner's page says the same, in words; the log's own reads are no reads of records.
    const page = await (await app.request(`/app/medical-records/access-log?pet=${petId}`, { headers: cookieHeader(tokens.owner!) })).text();
    expect(page).toContain('<h1>Who looked at my pet&#x27;s records</h1>');
    expect(page).toContain(`${practiceName} (Nina Reyes)`);
    expect(page).toContain('Viewed through a share link');
    expect((await json<{ entries: Entry[] }>(await ownerLog())).entries.length).toBe(entries.length);

    // The practice's root admin sees its people's reads, with the pet; a team member may not; another practice sees none of them.
    const practiceLog = await json<{ entries: Entry[] }>(await app.request(`/api/records-access?pet=${petId}`, { headers: bearer(tokens.practice!) }));
    expect(practiceLog.entries.map((e) => `${e.pet_name} ${e.action} ${e.channel}`)).toEqual(expect.arrayContaining(['Biscuit read api', 'Biscuit export export', 'Biscuit read web']));
    expect(practiceLog.entries.every((e) => e.actor === 'practice')).toBe(true);
    expect((await app.request('/api/records-access', { headers: bearer(tokens.member!) })).status).toBe(403);
    expect((await json<{ entries: Entry[] }>(await app.request(`/api/records-access?pet=${petId}`, { headers: bearer(tokens.otherPractice!) }))).entries).toEqual([]);
    expect(await (await app.request('/app/records-access', { headers: cookieHeader(tokens.practice!) })).text()).toContain('Nina Reyes');
  });

  test("the practice's log filter picks a pet by its name and its owner's, keeping the pet parameter", async () => {
    const owner = (await app.db.query.users.findFirst({ where: eq(users.id, ownerId) }))!;
    const biscuit = `Biscuit (${owner.first_name} ${owner.last_name})`;
    const page = await (await app.request('/app/records-access', { headers: cookieHeader(tokens.practice!) })).text();
    expect(page).not.toContain('type="number" name="pet"');
    expect(page).toContain('<option value="">All pets</option>');
    expect(page).toContain(`<option value="${petId}">${biscuit}</option>`);
    // Another person's pet, not the practice's customer's, is not offered.
    expect(page).not.toContain('Pepper');

    const chosen = await (await app.request(`/app/records-access?pet=${petId}`, { headers: cookieHeader(tokens.practice!) })).text();
    expect(chosen).toContain(`<option value="${petId}" selected>${biscuit}</option>`);

    // A link naming a pet the picker does not list keeps it chosen, by number only.
    const unlisted = await (await app.request(`/app/records-access?pet=${otherPetId}`, { headers: cookieHeader(tokens.practice!) })).text();
    expect(unlisted).toContain(`<option value="${otherPetId}" selected>Pet #${otherPetId}</option>`);
    expect(unlisted).not.toContain('Pepper');
  });

  test("another owner's pet, or a practice, gets no owner's log: 404", async () => {
    expect((await ownerLog(tokens.otherOwner)).status).toBe(404);
    expect((await ownerLog(tokens.practice)).status).toBe(404);
    expect((await app.request(`/api/pets/${otherPetId}/access-log`, { headers: bearer(tokens.owner!) })).status).toBe(404);
    expect((await app.request(`/app/medical-records/access-log?pet=${otherPetId}`, { headers: cookieHeader(tokens.owner!) })).status).toBe(404);
  });

  test('no route can change or delete a log row', async () => {
    await app.request(`/api/pets/${petId}/records?category=allergies`, { headers: bearer(tokens.owner!) });
    const before = await app.db.select().from(records_access).orderBy(records_access.id);
    expect(before.length).toBeGreaterThan(3);
    const ids = before.map((r) => r.id);
    const mutating = app.app.routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !/logout|password/.test(r.path));
    expect(mutating.length).toBeGreaterThan(50);
    for (const who of ['owner', 'practice', 'admin'] as const) {
      for (const route of mutating) {
        for (const id of [ids[0]!, ids.at(-1)!]) {
          const path = route.path.replace(/:[a-zA-Z]+/g, String(id)).replace(/\*$/, String(id));
          const body = { id, ids: [id], log_id: id, entry_id: id, pet: petId, action: 'off' };
          await app.request(`${path}?id=${id}&pet=${petId}`, { method: route.method, headers: { ...bearer(tokens[who]!), ...cookieHeader(tokens[who]!) }, json: body }).catch(() => null);
        }
      }
    }
    const after = await app.db.select().from(records_access).where(sql`${records_access.id} <= ${ids.at(-1)!}`).orderBy(records_access.id);
    expect(after).toEqual(before);
    // And the database itself refuses it, whoever asks.
    expect(await refusal(sql`UPDATE records_access SET actor = 'owner' WHERE id = ${ids[0]!}`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM records_access WHERE id = ${ids[0]!}`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM records_access`)).toMatch(/append-only/);
    expect(await app.db.select().from(records_access).where(sql`${records_access.id} <= ${ids.at(-1)!}`).orderBy(records_access.id)).toEqual(before);
  }, 300_000);

  test("erasing a pet (its row gone) is the one way its log rows go", async () => {
    const [owner] = await app.db.select().from(users).where(eq(users.id, ownerId));
    const [pet] = await app.db.insert(pets).values({ name: 'Gone', type: 1, user_id: owner!.id }).returning();
    await app.db.insert(records_access).values({ at: new Date().toISOString(), pet_id: pet!.id, actor: 'owner', actor_id: owner!.id, action: 'read', channel: 'web' });
    expect(await refusal(sql`DELETE FROM records_access WHERE pet_id = ${pet!.id}`)).toMatch(/append-only/);
    await app.db.delete(pets).where(eq(pets.id, pet!.id));
    await app.db.run(sql`DELETE FROM records_access WHERE pet_id = ${pet!.id}`);
    expect(await app.db.select().from(records_access).where(eq(records_access.pet_id, pet!.id))).toEqual([]);
  });
});
