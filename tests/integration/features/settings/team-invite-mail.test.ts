import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite } from '../../../helpers/settings';
import { outbox } from '../../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const ADDED = 'Team member added. We have e-mailed them a link to set their password.';
const mailsTo = (email: string) => app.db.select().from(outbox).where(eq(outbox.to, email));

describe('team member "we have e-mailed them a link" while no e-mail is sent', () => {
  test('a member given a password by the root admin is e-mailed too: the link, and that the given password works', async () => {
    const { token } = await createPracticeWithSite(app);
    const email = `pia-${Date.now()}@example.com`;
    const fields = { first_name: 'Pia', last_name: 'Given', email, phone: '5550123477', subrole: 'user', password: 'given-pass-1' };
    const res = await postForm(app, '/app/settings/team/new', fields, { headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    expect(await (await app.request(res.headers.get('location')!, { headers: cookieHeader(token) })).text()).toContain(ADDED);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.channel).toBe('email');
    expect(mails[0]!.subject).toBe('Set your VetConsult password');
    expect(mails[0]!.body).toContain('has added you to its team on VetConsult');
    expect(mails[0]!.body).toContain('You can sign in with the password they gave you');
    expect(mails[0]!.body).toMatch(/\/vendor\/login\?forgot=[\w.%-]+/);
    expect(mails[0]!.body).not.toContain('given-pass-1');
    expect(await apiLogin(app, email, 'vendor', 'given-pass-1')).toBeTruthy();
  }, 60_000);

  test('a member added without a password gets the link alone, by the page and by the API', async () => {
    const { token } = await createPracticeWithSite(app);
    const page = `quinn-${Date.now()}@example.com`;
    const api = `ravi-${Date.now()}@example.com`;
    await postForm(app, '/app/settings/team/new', { first_name: 'Quinn', last_name: 'Link', email: page, phone: '5550123466', subrole: 'user', password: '' }, { headers: cookieHeader(token) });
    const res = await app.request('/api/settings/team', { method: 'POST', json: { first_name: 'Ravi', last_name: 'Link', email: api, phone: '5550123455', subrole: 'user' }, headers: bearer(token) });
    expect(res.status).toBe(201);
    for (const email of [page, api]) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toContain('Open this link within 7 days to choose your password');
      expect(mails[0]!.body).not.toContain('password they gave you');
    }
  }, 60_000);
});
