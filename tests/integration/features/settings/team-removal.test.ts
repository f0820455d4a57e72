import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite } from '../../../helpers/settings';
import { vendor_listings, vendor_logins } from '../../../../db/schema';

/* Removing a team member from the Team tab: the confirmation a browser posts with no fields at all, and a refused hand-over shown again. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

let n = 0;
const newMember = async (token: string) => {
  const fields = { first_name: 'Nina', last_name: 'Nurse', email: `leaver-${++n}-${Date.now()}@example.com`, phone: '5550123456', subrole: 'user', password: '' };
  return (await (await app.request('/api/settings/team', { method: 'POST', json: fields, headers: bearer(token) })).json()) as { id: number };
};
const stillThere = async (id: number) => (await app.db.select().from(vendor_logins).where(eq(vendor_logins.id, id))).length === 1;

describe('Team: removing a member', () => {
  test('a member who has no listings is removed by the confirmation a browser sends with no body at all', async () => {
    const { token } = await createPracticeWithSite(app);
    const member = await newMember(token);
    const res = await app.request(`/app/settings/team/${member.id}/remove`, { method: 'POST', headers: { ...cookieHeader(token), 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/settings/team?done=removed');
    expect(await stillThere(member.id)).toBe(false);
  });

  test('no one chosen to take over the listings: the form again, the message beside the picker, nothing removed', async () => {
    const { token, vendor } = await createPracticeWithSite(app);
    const member = await newMember(token);
    await app.db.insert(vendor_listings).values({ vendor_id: vendor.id, title: 'Dr. Staying', line1: 'Clinic', timezone: 'UTC', vendor_login_id: member.id, managers: [member.id] });
    const res = await postForm(app, `/app/settings/team/${member.id}/remove`, { successor: '' }, { headers: cookieHeader(token) });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('aria-describedby="field-successor-hint field-successor-error"');
    expect(html).toMatch(/<p class="field-error" id="field-successor-error">Choose who takes over their listings<\/p>/);
    expect(html).not.toContain('Go Home');
    expect(await stillThere(member.id)).toBe(true);
  });
});
