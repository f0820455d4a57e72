import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { vendor_listings, vendors, websites } from '../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  const [vendor] = await app.db.insert(vendors).values({ name: 'Riverside Animal Hospital' }).returning();
  await app.db.insert(websites).values({
    vendor_id: vendor!.id,
    name: 'Riverside Animal Hospital',
    sub_domain: 'Riverside',
    custom_domain: 'Riverside-Vets.example',
    header_section: '<h2>Welcome to Riverside</h2><script>document.title="pwned"</script><img src=x onerror="alert(1)">',
    body_section: '<p onclick="steal()">Open every day</p><a href="javascript:alert(1)">bad</a>',
  });
  await app.db.insert(vendor_listings).values([
    {
      vendor_id: vendor!.id,
      title: 'Dr. Ada Moss',
      line1: 'General practice',
      timezone: 'America/Chicago',
      consultations: [{ status: true, type: 4000, duration: 20, price: 4500, schedule: [{ days: ['Mon', 'Tue'], from: '09:00', to: '12:00' }] }],
    },
    {
      vendor_id: vendor!.id,
      title: 'Hidden listing',
      line1: 'All consultations disabled',
      timezone: 'America/Chicago',
      consultations: [{ status: false, type: 2000, duration: 30, price: 6000, schedule: [{ days: ['Mon'], from: '09:00', to: '12:00' }] }],
    },
  ]);
});
afterAll(() => app.close());

describe('a practice site', () => {
  test('is found by sub-domain whatever the case, and shows its name without the public navigation', async () => {
    for (const host of ['riverside.localhost', 'RIVERSIDE.localhost:3000']) {
      const res = await app.request('/', { host });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('Riverside Animal Hospital');
      expect(html).toContain('Book an Appointment');
      expect(html).not.toContain('/vet-appointments/');
    }
  });

  test('is found by its custom domain, case-insensitively', async () => {
    const res = await app.request('/', { host: 'riverside-vets.EXAMPLE' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Welcome to Riverside');
  });

  test('renders its header and body HTML through the allow-list sanitizer', async () => {
    const html = await (await app.request('/', { host: 'riverside.localhost' })).text();
    expect(html).toContain('<h2>Welcome to Riverside</h2>');
    expect(html).toContain('Open every day');
    expect(html).not.toContain('pwned');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
  });

  test('lists only listings with an enabled consultation', async () => {
    const html = await (await app.request('/', { host: 'riverside.localhost' })).text();
    expect(html).toContain('Dr. Ada Moss');
    expect(html).not.toContain('Hidden listing');
  });

  test('an unknown sub-domain or domain says Site not found', async () => {
    for (const host of ['nosuch.localhost', 'unknown-clinic.example', 'abc.localhost']) {
      const res = await app.request('/', { host });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Site not found');
    }
    const deep = await app.request('/login', { host: 'nosuch.localhost' });
    expect(await deep.text()).toContain('Site not found');
  });

  test('a forged X-Forwarded-Host cannot switch the practice', async () => {
    const res = await app.request('/', { host: 'localhost', headers: { 'x-forwarded-host': 'riverside.localhost' } });
    expect(await res.text()).not.toContain('Riverside Animal Hospital');
  });
});

describe('the JSON API on any host', () => {
  test('the public availability API answers on an address that is no practice site, e.g. a bare IP', async () => {
    const res = await app.request('/api/public/listings?site=riverside', { host: '127.0.0.1:3000' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { title: string }[]).map((l) => l.title)).toEqual(['Dr. Ada Moss']);
  });
});
