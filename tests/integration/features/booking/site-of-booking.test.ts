import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { websites } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner, e164, uniquePhone, verifyPhone } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { until } from '../../../helpers/until';
import { visibleText } from '../../../../src/ui/mail/render';
import { reminderTick } from '../../../../src/features/reminders/reminders.scheduler';
import { waitlistPass } from '../../../../src/features/waitlist/waitlist.scheduler';
import { dayAhead, fillDay } from '../waitlist/fixtures';

/*
 * What is sent about a booking made on a practice's own site points at that site and wears its
 * name, as the confirmation does: reminders and their SMS, waitlist offers and their SMS, the
 * booking link on the booking's page. Read as a person would, from the dev outbox.
 */

const VIDEO = 4000;
const HOUR = 3_600_000;
const SITE = 'https://happypaws.localhost:8443';
const MAIN = 'https://localhost:8443';
const PRACTICE = 'Happy Paws Veterinary Clinic';

interface Sent {
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
}

let app: TestApp;
let patel: number;
let nextSlot: (fromDay?: number) => Promise<string>;
let happyPaws: number;

beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: MAIN } });
  // The dev outbox answers loopback connections only.
  (app.app as unknown as { server: unknown }).server = { requestIP: () => ({ address: '127.0.0.1', family: 'IPv4', port: 50000 }) };
  patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  nextSlot = slotTaker(app, patel, VIDEO);
  happyPaws = (await app.db.query.websites.findFirst({ where: eq(websites.sub_domain, 'happypaws') }))!.vendor_id;
}, 60_000);
afterAll(() => app.close());

async function outbox(): Promise<Sent[]> {
  const res = await app.request('/dev/outbox', { headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  return (await res.json()) as Sent[];
}
const newest = async (keep: (m: Sent) => boolean) => (await outbox()).find(keep);

/** A new owner with a verified mobile and a pet, signed up on `vendorId`'s site when given. */
async function newOwner(name: string, vendorId: number | null = null) {
  const phone = uniquePhone();
  const owner = await createOwner(app, { first_name: name, phone: e164(phone), vendor_id: vendorId });
  const token = await apiLogin(app, owner.email);
  await verifyPhone(app, phone, bearer(token));
  const pet = (await (await app.request('/api/pets', { method: 'POST', json: { name: `${name}'s dog`, type: 1 }, headers: bearer(token) })).json()) as { id: number };
  return { ...owner, phone: e164(phone), token, pet: pet.id };
}

async function book(owner: { token: string; pet: number }, host: string): Promise<{ id: number; slot: string }> {
  const slot = await nextSlot();
  const body = { vendor_listing_id: patel, type: VIDEO, slot, userTZ: 'America/New_York', pet: owner.pet, info: { summary: 'Ear check' }, payment: CARD, telehealth_consent: 1 };
  const res = await app.request('/api/payment', { method: 'POST', json: body, host, headers: bearer(owner.token) });
  expect(res.status).toBe(200);
  return { id: ((await res.json()) as { id: number }).id, slot };
}

/** The 24-hour reminder of a booking: planned, then sent. */
async function remind(slot: string) {
  await reminderTick(app.deps, { now: new Date(Date.parse(slot) - 24.5 * HOUR), worker: 'a' });
  await reminderTick(app.deps, { now: new Date(Date.parse(slot) - 24 * HOUR + 60_000), worker: 'a' });
}

describe("booked on a practice's site, everything sent about the booking points to that site with its name", () => {
  let onSite: Awaited<ReturnType<typeof newOwner>>;
  let onMain: Awaited<ReturnType<typeof newOwner>>;

  beforeAll(async () => {
    onSite = await newOwner('Sitia');
    onMain = await newOwner('Mainor');
  }, 60_000);

  test("the reminder e-mail and SMS of a booking made on the practice's site link to its site and wear its name", async () => {
    const { slot } = await book(onSite, 'happypaws.localhost');
    await remind(slot);
    const mail = (await newest((m) => m.to === onSite.email && m.subject === 'Reminder: your appointment in 24 hours'))!;
    expect(mail.body).toContain(`${SITE}/appointments?z=`);
    expect(mail.body).toContain(`${SITE}/m/`);
    expect(mail.body).not.toContain(`${MAIN}/`);
    const seen = visibleText(mail.html!);
    expect(seen).toContain(`This e-mail was sent by ${PRACTICE}.`);
    expect(seen).not.toContain('VetConsult');
    const sms = (await newest((m) => m.channel === 'sms' && m.to === onSite.phone))!;
    expect(sms.body).toContain(`${SITE}/m/`);
  });

  test('booked on the main host, the reminder stays on the main host as VetConsult', async () => {
    const { slot } = await book(onMain, 'localhost');
    await remind(slot);
    const mail = (await newest((m) => m.to === onMain.email && m.subject === 'Reminder: your appointment in 24 hours'))!;
    expect(mail.body).toContain(`${MAIN}/appointments?z=`);
    expect(mail.body).toContain(`${MAIN}/m/`);
    expect(visibleText(mail.html!)).toContain('This e-mail was sent by VetConsult.');
    expect((await newest((m) => m.channel === 'sms' && m.to === onMain.phone))!.body).toContain(`${MAIN}/m/`);
  });

  test("the booking's page, opened on the main host, gives the booking link on the practice's site", async () => {
    const { id } = await book(onSite, 'happypaws.localhost');
    const page = await (await app.request(`/app/my-appointments/${id}`, { headers: cookieHeader(onSite.token) })).text();
    expect(page).toContain(`${SITE}/appointments?z=`);
    expect(page).not.toContain(`${MAIN}/appointments?z=`);
    const main = await book(onMain, 'localhost');
    const other = await (await app.request(`/app/my-appointments/${main.id}`, { headers: cookieHeader(onMain.token) })).text();
    expect(other).toContain(`${MAIN}/appointments?z=`);
  });

  test("a waitlist offer links to the site the owner deals with the practice on, with its name; its SMS says the practice's name, not VetConsult's", async () => {
    const DAY = 9;
    const filler = await apiLogin(app, 'owner2@example.com');
    const full = await fillDay(app, patel, DAY, filler, (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id);
    // Signed up on the practice's site, never booked: its site too.
    const signedUpThere = await newOwner('Signia', happyPaws);
    const join = (owner: { token: string }, host: string) =>
      app.request('/api/waitlist', { method: 'POST', host, json: { listing_id: patel, type: VIDEO, from: dayAhead(app, DAY), to: dayAhead(app, DAY) }, headers: bearer(owner.token) });
    for (const [owner, host] of [[onSite, 'happypaws.localhost'], [onMain, 'localhost'], [signedUpThere, 'localhost']] as const) expect((await join(owner, host)).status).toBe(201);

    const offerTo = async (owner: { email: string }) => {
      const mail = await newest((m) => m.to === owner.email && (m.subject ?? '').startsWith('A slot is free for you'));
      return mail ?? null;
    };
    for (const [i, owner] of [onSite, onMain, signedUpThere].entries()) {
      const canceled = await app.request(`/app/appointments/${full[i]}/cancel`, { method: 'POST', headers: { ...cookieHeader(filler), 'hx-request': 'true' } });
      expect(canceled.status).toBe(200);
      await waitlistPass(app.deps, app.deps.clock());
      await until(`the offer to ${owner.first_name}`, async () => (await offerTo(owner)) !== null, 10_000);
    }

    for (const owner of [onSite, signedUpThere]) {
      const mail = (await offerTo(owner))!;
      expect(mail.body).toContain(`${SITE}/waitlist/offers/`);
      expect(visibleText(mail.html!)).toContain(`This e-mail was sent by ${PRACTICE}.`);
      const sms = (await newest((m) => m.channel === 'sms' && m.to === owner.phone && m.body.includes('/waitlist/offers/')))!;
      expect(sms.body).toStartWith(`${PRACTICE} has a slot free on`);
      expect(sms.body).toContain(`${SITE}/waitlist/offers/`);
      expect(sms.body).not.toContain('VetConsult');
    }
    const main = (await offerTo(onMain))!;
    expect(main.body).toContain(`${MAIN}/waitlist/offers/`);
    expect(visibleText(main.html!)).toContain('This e-mail was sent by VetConsult.');
    const sms = (await newest((m) => m.channel === 'sms' && m.to === onMain.phone && m.body.includes('/waitlist/offers/')))!;
    expect(sms.body).toStartWith('VetConsult: ');
  }, 60_000);
});
