import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin } from '../../../helpers/accounts';
import { CARD, listingByTitle, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { outbox, websites } from '../../../../db/schema';
import { visibleText } from '../../../../src/ui/mail/render';

/** The HTML part as people and clients see it: the practice's brand on its site's bookings, the dev outbox listing it. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://localhost:8443' } });
  // The dev outbox answers loopback connections only (outbox-access.test.ts).
  (app.app as unknown as { server: unknown }).server = { requestIP: () => ({ address: '127.0.0.1', family: 'IPv4', port: 50000 }) };
  await app.db.update(websites).set({ logo: '/files/public/brand_logo/happy.png' }).where(eq(websites.sub_domain, 'happypaws'));
}, 60_000);
afterAll(() => app.close());

const mailsTo = (to: string) => app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

async function book(host: string, reason: string) {
  const token = await apiLogin(app, 'owner@example.com');
  const owner = await userByEmail(app, 'owner@example.com');
  const listing = await listingByTitle(app, 'Dr. Maya Patel');
  const slot = await slotTaker(app, listing.id, 4000)(host === 'localhost' ? 8 : 5);
  const body = { vendor_listing_id: listing.id, type: 4000, slot, pet: (await petOf(app, owner.id)).id, info: { summary: reason }, payment: CARD };
  const res = await app.request('/api/payment', { method: 'POST', json: body, host, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
}

describe('HTML e-mails', () => {
  test("booked on the practice's site: both e-mails wear its name and logo (absolute, on its site) and a Manage booking button to its site", async () => {
    await book('happypaws.localhost', 'Brand check');
    for (const to of ['owner@example.com', 'vet@example.com']) {
      const [mail] = await mailsTo(to);
      expect(mail!.body).toContain('Brand check');
      expect(mail!.html).toContain('src="https://happypaws.localhost:8443/files/public/brand_logo/happy.png"');
      expect(mail!.html).toContain('alt="Happy Paws Veterinary Clinic logo"');
      const seen = visibleText(mail!.html!);
      expect(seen).toContain('This e-mail was sent by Happy Paws Veterinary Clinic.');
      expect(seen).toMatch(/Manage booking https:\/\/happypaws\.localhost:8443\/appointments\?z=\S+/);
      // The button and the text carry the same signed link.
      expect(mail!.body).toContain(/Manage booking (\S+)/.exec(seen)![1]!);
    }
  });

  test('booked on the main site: the product name, no logo', async () => {
    await book('localhost', 'Main site check');
    const [mail] = await mailsTo('owner@example.com');
    expect(mail!.body).toContain('Main site check');
    expect(mail!.html).not.toContain('<img');
    expect(visibleText(mail!.html!)).toContain('This e-mail was sent by VetConsult.');
  });

  test('the dev outbox JSON gives html beside body; its page shows the HTML in a sandboxed frame', async () => {
    const res = await app.request('/dev/outbox', { headers: { accept: 'application/json' } });
    const messages = (await res.json()) as { channel: string; body: string; html: string | null }[];
    const mail = messages.find((m) => m.channel === 'email' && m.body.includes('Main site check'))!;
    expect(mail.html).toStartWith('<!DOCTYPE html');
    const page = await (await app.request('/dev/outbox', { headers: { accept: 'text/html' } })).text();
    expect(page).toContain('<iframe class="outbox-html-frame" sandbox="" srcdoc="&lt;!DOCTYPE html');
    expect(page).toContain('title="HTML version"');
  });
});
