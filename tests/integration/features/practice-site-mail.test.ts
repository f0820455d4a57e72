import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, postForm } from '../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../helpers/booking';
import { outbox } from '../../../db/schema';

let app: TestApp;
let address = 0;
beforeAll(async () => {
  // PUBLIC_URL gives the scheme and port; the practice's site is its sub-domain under BASE_DOMAIN.
  app = await createTestApp({ env: { PUBLIC_URL: 'https://localhost:8443', TRUST_PROXY: '1' } });
}, 60_000);
afterAll(() => app.close());

const ip = () => ({ 'x-forwarded-for': `192.0.2.${++address}` });
const mailsTo = (to: string) => app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

describe("issue 11.7: mail and links started on a practice's site carry its name and its own address", () => {
  test('a password reset asked on happypaws.localhost names Happy Paws and links to the happypaws host', async () => {
    const res = await postForm(app, '/auth/forgot', { email: 'owner@example.com', role: 'user' }, { host: 'happypaws.localhost', headers: ip() });
    expect(res.status).toBeLessThan(400);
    const [mail] = await mailsTo('owner@example.com');
    expect(mail!.subject).toBe('Reset your Happy Paws Veterinary Clinic password');
    expect(mail!.subject).not.toContain('VetConsult');
    expect(mail!.body).toContain('https://happypaws.localhost:8443/login?forgot=');
    expect(mail!.body).not.toContain('https://localhost:8443/');
  });

  test('the JSON call asked on the practice site does the same; a practice login gets /vendor/login there', async () => {
    await app.request('/api/account/forgot_password', { method: 'POST', json: { email: 'vet@example.com', role: 'vendor' }, host: 'happypaws.localhost', headers: ip() });
    const [mail] = await mailsTo('vet@example.com');
    expect(mail!.subject).toBe('Reset your Happy Paws Veterinary Clinic password');
    expect(mail!.body).toContain('https://happypaws.localhost:8443/vendor/login?forgot=');
  });

  test("the link's host comes from the practice's record, not the Host header as sent", async () => {
    await postForm(app, '/auth/forgot', { email: 'owner2@example.com', role: 'user' }, { host: 'HappyPaws.LOCALHOST.:1234', headers: ip() });
    const [mail] = await mailsTo('owner2@example.com');
    expect(mail!.body).toContain('https://happypaws.localhost:8443/login?forgot=');
    expect(mail!.body).not.toContain('1234');
  });

  test('asked on the main site it stays VetConsult on PUBLIC_URL', async () => {
    await postForm(app, '/auth/forgot', { email: 'owner@example.com', role: 'user' }, { headers: ip() });
    const [mail] = await mailsTo('owner@example.com');
    expect(mail!.subject).toBe('Reset your VetConsult password');
    expect(mail!.body).toContain('https://localhost:8443/login/?forgot=');
  });

  test('booking e-mails from a practice site link to that site', async () => {
    const token = await apiLogin(app, 'owner@example.com');
    const owner = await userByEmail(app, 'owner@example.com');
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const slot = await slotTaker(app, listing.id, 4000)();
    const body = { vendor_listing_id: listing.id, type: 4000, slot, pet: (await petOf(app, owner.id)).id, info: { summary: 'Ear check' }, payment: CARD };
    const res = await app.request('/api/payment', { method: 'POST', json: body, host: 'happypaws.localhost', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo('owner@example.com');
    expect(mail!.subject).toContain('Appointment confirmed');
    expect(mail!.body).toContain('https://happypaws.localhost:8443/appointments?z=');
    // The invitation's location is the session on that site too; its UID stays on the deployment's domain.
    const { id } = (await res.json()) as { id: number };
    const invite = mail!.attachments!.find((a) => a.method)!.content;
    expect(invite).toContain(`LOCATION:https://happypaws.localhost:8443/appointments/${id}/session`);
    expect(invite).toContain(`UID:booking-${id}@localhost`);
    const [practiceMail] = await mailsTo('vet@example.com');
    expect(practiceMail!.body).toContain('https://happypaws.localhost:8443/appointments?z=');
  });

  test('a cancellation made on a practice site links to that site; made on the main site, to PUBLIC_URL', async () => {
    const token = await apiLogin(app, 'owner@example.com');
    const owner = await userByEmail(app, 'owner@example.com');
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const take = slotTaker(app, listing.id, 4000);
    for (const [host, expected] of [
      ['happypaws.localhost', 'https://happypaws.localhost:8443/appointments?z='],
      ['localhost', 'https://localhost:8443/appointments?z='],
    ] as const) {
      const slot = await take(host === 'localhost' ? 7 : 6);
      const booked = await payment(app, token, { vendor_listing_id: listing.id, type: 4000, slot, pet: (await petOf(app, owner.id)).id, info: { summary: 'Ear check' }, payment: CARD });
      const { id } = (await booked.json()) as { id: number };
      const res = await app.request(`/app/appointments/${id}/cancel`, { method: 'POST', host, headers: { authorization: `Bearer ${token}`, origin: `http://${host}` } });
      expect(res.status).toBeLessThan(400);
      const [mail] = await mailsTo('owner@example.com');
      expect(mail!.subject).toContain('canceled');
      expect(mail!.body).toContain(expected);
    }
  });

  test('booked on the main site, the e-mails link to PUBLIC_URL', async () => {
    const token = await apiLogin(app, 'owner@example.com');
    const owner = await userByEmail(app, 'owner@example.com');
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const slot = await slotTaker(app, listing.id, 4000)(5);
    const res = await payment(app, token, { vendor_listing_id: listing.id, type: 4000, slot, pet: (await petOf(app, owner.id)).id, info: { summary: 'Ear check' }, payment: CARD });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo('owner@example.com');
    expect(mail!.body).toContain('https://localhost:8443/appointments?z=');
  });
});
