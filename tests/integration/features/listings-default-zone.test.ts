import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader, createPracticeLogin, postForm, sessionFrom } from '../../helpers/accounts';
import { vendor_listings, vendors } from '../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
}, 60_000);
afterAll(() => app.close());

/** The props the new-listing form gives its timezone picker. */
async function pickerProps(cookie: Record<string, string>) {
  const res = await app.request('/app/listings/item', { headers: cookie });
  expect(res.status).toBe(200);
  const html = await res.text();
  const match = /<script type="application\/json" data-island-props="TimezonePicker">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as { value: string; preferBrowserZone: boolean };
}

describe("issue 11.8: a new listing defaults to the practice's zone, not the browser's", () => {
  test("Happy Paws (listings in New York): the new-listing form starts at America/New_York and does not switch to the browser's zone", async () => {
    const token = await apiLogin(app, 'vet@example.com', 'vendor');
    const props = await pickerProps(cookieHeader(token));
    expect(props.value).toBe('America/New_York');
    expect(props.preferBrowserZone).toBe(false);
  });

  test("a practice whose listings are in Chicago starts new ones in Chicago", async () => {
    const { vendor, login } = await createPracticeLogin(app);
    for (const zone of ['America/Chicago', 'America/Chicago', 'Europe/Paris']) {
      await app.db.insert(vendor_listings).values({ vendor_id: vendor.id, vendor_login_id: login.id, title: 'L', line1: 'x', timezone: zone, managers: [login.id], consultations: [] } as never);
    }
    const token = await apiLogin(app, login.email, 'vendor');
    expect((await pickerProps(cookieHeader(token))).value).toBe('America/Chicago');
  });

  test('a practice without listings starts in the zone it gave at signup', async () => {
    const email = `zone.${Date.now()}@example.com`;
    const res = await postForm(
      app,
      '/auth/signup',
      { role: 'vendor', practice_name: 'Thames Vets', first_name: 'Ada', last_name: 'Byron', email, phone: '2079460000', password: 'long-enough', timezone: 'Europe/London' },
      { host: 'app.localhost' },
    );
    expect(res.status).toBe(303);
    const token = sessionFrom(res)!;
    expect((await pickerProps(cookieHeader(token))).value).toBe('Europe/London');
  });

  test('practice signup asks for the timezone (America/New_York selected by default) and refuses one that is no zone', async () => {
    const page = await (await app.request('/vendor/signup', { host: 'app.localhost' })).text();
    expect(page).toContain('name="timezone"');
    expect(page).toMatch(/<option value="America\/New_York" selected/);
    const res = await postForm(
      app,
      '/auth/signup',
      { role: 'vendor', practice_name: 'Nowhere Vets', first_name: 'Ada', last_name: 'Byron', email: `nz.${Date.now()}@example.com`, phone: '2079460000', password: 'long-enough', timezone: 'Mars/Olympus' },
      { host: 'app.localhost' },
    );
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Timezone must be an IANA timezone such as America/New_York');
    const none = await app.db.query.vendors.findFirst({ where: eq(vendors.name, 'Nowhere Vets') });
    expect(none).toBeUndefined();
  });

  test('signed up without a zone (an API client), the practice gets America/New_York', async () => {
    const email = `nozone.${Date.now()}@example.com`;
    const res = await postForm(
      app,
      '/auth/signup',
      { role: 'vendor', practice_name: 'Plain Vets', first_name: 'Ada', last_name: 'Byron', email, phone: '2079460000', password: 'long-enough' },
      { host: 'app.localhost' },
    );
    expect(res.status).toBe(303);
    expect((await pickerProps(cookieHeader(sessionFrom(res)!))).value).toBe('America/New_York');
  });
});
