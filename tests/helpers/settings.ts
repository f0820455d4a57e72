import { eq } from 'drizzle-orm';
import { websites } from '../../db/schema';
import type { TestApp } from './app';
import { apiLogin, createPracticeLogin } from './accounts';

let counter = 0;

/** A practice with a root admin, a website on its own sub-domain, and the admin's session token. */
export async function createPracticeWithSite(app: TestApp, name = 'Practice') {
  counter++;
  const { vendor, login } = await createPracticeLogin(app);
  const subDomain = `site${counter}x${Date.now() % 100000}`;
  const [website] = await app.db.insert(websites).values({ vendor_id: vendor.id, name: `${name} ${counter}`, sub_domain: subDomain }).returning();
  const token = await apiLogin(app, login.email, 'vendor');
  return { vendor, login, website: website!, token };
}

export async function websiteRow(app: TestApp, vendorId: number) {
  const [row] = await app.db.select().from(websites).where(eq(websites.vendor_id, vendorId));
  return row;
}
