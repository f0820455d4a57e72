import { users, vendor_logins, vendors } from '../../db/schema';
import type { TestApp } from './app';

let counter = 0;

/** Creates a pet owner with a known password; returns the row. */
export async function createOwner(app: TestApp, overrides: Partial<typeof users.$inferInsert> = {}, password = 'password123') {
  counter++;
  const [row] = await app.db
    .insert(users)
    .values({
      first_name: 'Test',
      last_name: `Owner${counter}`,
      email: `test-owner-${counter}-${Date.now()}@example.com`,
      phone: '5550100000',
      hash: crypto.randomUUID().replace(/-/g, ''),
      password_hash: await Bun.password.hash(password, { algorithm: 'argon2id' }),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Creates a practice with one team member (root admin unless told otherwise). */
export async function createPracticeLogin(app: TestApp, subrole: 'root_admin' | 'user' = 'root_admin', password = 'password123') {
  counter++;
  const [vendor] = await app.db.insert(vendors).values({ name: `Test Practice ${counter}` }).returning();
  const [login] = await app.db
    .insert(vendor_logins)
    .values({
      vendor_id: vendor!.id,
      first_name: 'Test',
      last_name: `Vet${counter}`,
      email: `test-vet-${counter}-${Date.now()}@example.com`,
      password_hash: await Bun.password.hash(password, { algorithm: 'argon2id' }),
      subrole,
    })
    .returning();
  return { vendor: vendor!, login: login! };
}

/** Signs in through the JSON API and answers the token. */
export async function apiLogin(app: TestApp, email: string, role: 'user' | 'vendor' | 'admin' = 'user', password = 'password123') {
  const res = await app.request('/api/account/login', { method: 'POST', json: { email, password, role } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const cookieHeader = (token: string) => ({ cookie: `session=${token}` });
