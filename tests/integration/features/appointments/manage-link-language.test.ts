import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { vendors, websites } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, createOwner } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, slotTaker } from '../../../helpers/booking';

/*
 * A manage link opens signed out, so no account settles the page's language: it is the owner's
 * saved language, else the language the e-mail that carried the link was written in — never
 * the language of whichever browser the link is opened in.
 */

let app: TestApp;
let nextSlot: () => Promise<string>;
let patel: number;

beforeAll(async () => {
  app = await createTestApp();
  // The dev outbox answers loopback connections only.
  (app.app as unknown as { server: unknown }).server = { requestIP: () => ({ address: '127.0.0.1', family: 'IPv4', port: 50000 }) };
  patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  nextSlot = () => slotTaker(app, patel, 4000)();
}, 60_000);
afterAll(() => app.close());

/** Books for a new owner (language as given) from an English browser; answers the booking id and the confirmation the owner got. */
async function bookAs(language: string | null) {
  const owner = await createOwner(app, { language });
  const token = await apiLogin(app, owner.email);
  const pet = (await (await app.request('/api/pets', { method: 'POST', json: { name: 'Luna', type: 1 }, headers: { authorization: `Bearer ${token}` } })).json()) as { id: number };
  const res = await payment(app, token, { vendor_listing_id: patel, type: 4000, slot: await nextSlot(), pet: pet.id, info: { summary: 'Tos' }, payment: CARD }, { 'accept-language': 'en-US' });
  expect(res.status).toBe(200);
  const id = ((await res.json()) as { id: number }).id;
  const outbox = (await (await app.request('/dev/outbox', { headers: { accept: 'application/json' } })).json()) as { to: string; body: string }[];
  const mail = outbox.find((m) => m.to === owner.email)!;
  const link = /\/m\/[0-9a-z]+\.[A-Za-z0-9_-]{16}/.exec(mail.body)![0];
  return { id, mail, link };
}

const open = async (path: string, acceptLanguage: string) => {
  const res = await app.request(path, { headers: { 'accept-language': acceptLanguage } });
  expect(res.status).toBe(200);
  return res.text();
};

describe('the page a manage link opens speaks the language of the e-mail it came in', () => {
  test('an owner who chose Spanish gets a Spanish e-mail, and its link opens in Spanish in an English browser', async () => {
    const { id, mail, link } = await bookAs('es');
    expect(mail.body).toContain('Cambie o cancele sin iniciar sesión:');
    const page = await open(link, 'en-US,en;q=0.9');
    expect(page).toContain('lang="es');
    expect(page).toContain(`Cita n.º ${id}`);
    expect(page).not.toContain(`Appointment #${id}`);
    const cancel = await open(`${link}/cancel`, 'en-US');
    expect(cancel).toContain('lang="es');
  });

  test('an owner who chose English keeps English, whatever the browser says', async () => {
    const { id, link } = await bookAs('en');
    const page = await open(link, 'es-ES,es;q=0.9');
    expect(page).toContain(`Appointment #${id}`);
    expect(page).not.toContain(`Cita n.º ${id}`);
  });

  test('an owner who chose no language got the e-mail in the practice’s Spanish: the link opens in Spanish too', async () => {
    const vendorId = (await app.db.query.websites.findFirst({ where: eq(websites.sub_domain, 'happypaws') }))!.vendor_id;
    await app.db.update(vendors).set({ locale: 'es-MX', country: 'MX' }).where(eq(vendors.id, vendorId));
    try {
      const { id, mail, link } = await bookAs(null);
      expect(mail.body).toContain('Cambie o cancele sin iniciar sesión:');
      const page = await open(link, 'en-US');
      expect(page).toContain('lang="es-MX"');
      expect(page).toContain(`Cita n.º ${id}`);
    } finally {
      await app.db.update(vendors).set({ locale: 'en-US', country: 'US' }).where(eq(vendors.id, vendorId));
    }
  });
});
