import { eq } from 'drizzle-orm';
import { pets, users } from '../../../../db/schema';
import type { TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { labReportPdf } from '../../../../db/seed/records';

export const PDF = labReportPdf('Test report', 'A line of text');
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0]);

export async function demoOwner(app: TestApp) {
  const [owner] = await app.db.select().from(users).where(eq(users.email, 'owner@example.com'));
  const ownPets = await app.db.select().from(pets).where(eq(pets.user_id, owner!.id));
  return { owner: owner!, pets: ownPets, token: await apiLogin(app, 'owner@example.com') };
}

/** Registers and PUTs a file the way the browser does (spec §7); answers the fileUrl. `auth`: a token or headers (a cookie). */
export async function upload(app: TestApp, auth: string | Record<string, string>, bytes: Uint8Array, fileType = 'application/pdf', fileName = 'report.pdf', serviceType = 'phr') {
  const headers = typeof auth === 'string' ? bearer(auth) : auth;
  const res = await app.request('/api/files/private', { method: 'POST', headers, json: { fileName, fileType, serviceType } });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${await res.text()}`);
  const { fileUrl, uploadUrl } = (await res.json()) as { fileUrl: string; uploadUrl: string };
  const put = await app.request(uploadUrl, { method: 'PUT', headers: { 'content-type': fileType }, body: bytes as BodyInit });
  if (put.status !== 200) throw new Error(`put: ${put.status} ${await put.text()}`);
  return fileUrl;
}
