/**
 * The app under test for check R5 (stored XSS): the real app, seeded, listening on PORT, and beside
 * it, on PORT + 1 and outside the app, a proof-only control that writes one vector into every
 * field a person fills that another person later sees, and answers the pages to look at.
 *
 * Fields are written straight into the database, past the forms' own validation (names are
 * letters only, the website HTML is cleaned on save): what is proven is that every page shows
 * whatever a row holds without running it, legacy and imported rows included.
 */
import { eq } from 'drizzle-orm';
import { bookings, messages, pets, phr, users, vendor_listings, vendor_logins, websites } from '../../../db/schema';
import { bookingDetails } from '../../../src/lib/booking-details';
import { CONSULTATION_TYPES } from '../../../src/lib/constants/consultation-types';
import { serveOptions } from '../../../src/serve-options';
import { createTestApp } from '../../helpers/app';
import { apiLogin } from '../../helpers/accounts';

const port = Number(process.env.PORT ?? 41450);
const origin = (label = '') => `http://${label ? `${label}.` : ''}localhost:${port}`;
const app = await createTestApp({ env: { PORT: String(port), BASE_DOMAIN: 'localhost', LOG_LEVEL: 'error' } });
const db = app.db;

const owner = (await db.query.users.findFirst({ where: eq(users.email, 'owner@example.com') }))!;
const vet = (await db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!;
const listing = (await db.query.vendor_listings.findFirst({ where: eq(vendor_listings.vendor_login_id, vet.id) }))!;
const pet = (await db.query.pets.findFirst({ where: eq(pets.user_id, owner.id) }))!;
const share = `share-${crypto.randomUUID()}`;
await db.update(pets).set({ share_token: share }).where(eq(pets.id, pet.id));
const [record] = await db.insert(phr).values({ category: 'conditions', details: { name: 'Start', visit_date: '2026-01-02' }, user_id: owner.id, pet_id: pet.id }).returning();
const chat = listing.consultations.find((c) => c.type === CONSULTATION_TYPES.CHAT)!;
/** A chat booking whose room is open for the whole run. */
const start = new Date(Date.now() + 5 * 60_000);
const [booking] = await db
  .insert(bookings)
  .values({
    slot: start.toISOString(),
    slot_end: new Date(start.getTime() + 6 * 3600_000).toISOString(),
    status: 0,
    type: chat.type,
    user_id: owner.id,
    vendor_id: listing.vendor_id,
    vendor_listing_id: listing.id,
    details: bookingDetails({ customer: owner, pet, listing, consultation: chat, slot: start.toISOString(), summary: 'Start', userTZ: 'America/New_York' }),
  })
  .returning();
const tokens = { owner: await apiLogin(app, 'owner@example.com'), root: await apiLogin(app, 'vet@example.com', 'vendor') };

/** The pages that show the fields, and who looks at each (null: a visitor who is not signed in). */
const PAGES: { url: string; viewer: 'owner' | 'root' | null; sentinel?: boolean }[] = [
  { url: origin('happypaws'), viewer: null },
  { url: `${origin('happypaws')}/book?listing=${listing.id}`, viewer: 'owner' },
  { url: `${origin()}/app/my-appointments/${booking!.id}`, viewer: 'owner' },
  { url: `${origin()}/app/appointments`, viewer: 'root' },
  { url: `${origin()}/app/appointments/${booking!.id}`, viewer: 'root' },
  { url: `${origin()}/app/medical-records?pet=${pet.id}`, viewer: 'root' },
  { url: `${origin()}/app/users/${owner.id}`, viewer: 'root' },
  { url: `${origin()}/appointments/${booking!.id}/session`, viewer: 'root', sentinel: true },
  { url: `${origin()}/3/records?id=${share}`, viewer: null },
];

/** Writes the vector into every field, and a sentinel chat message after it (a page that shows the sentinel has shown the vector). */
async function plant(v: string, sentinel: string): Promise<void> {
  await db.update(vendor_listings).set({ title: v, line1: v, line2: v, address: v }).where(eq(vendor_listings.id, listing.id));
  await db.update(websites).set({ name: v, header_section: v, body_section: v }).where(eq(websites.vendor_id, listing.vendor_id));
  await db.update(pets).set({ name: v, breed: v, notes: v }).where(eq(pets.id, pet.id));
  await db.update(users).set({ first_name: v, last_name: v }).where(eq(users.id, owner.id));
  await db.update(phr).set({ details: { name: v, visit_date: '2026-01-02', comment: v } }).where(eq(phr.id, record!.id));
  const people = { ...owner, first_name: v, last_name: v };
  const details = bookingDetails({ customer: people, pet: { ...pet, name: v, breed: v }, listing: { ...listing, title: v, line1: v, line2: v, address: v }, consultation: chat, slot: start.toISOString(), summary: v, userTZ: 'America/New_York' });
  await db.update(bookings).set({ details }).where(eq(bookings.id, booking!.id));
  await db.delete(messages).where(eq(messages.booking_id, booking!.id));
  await db.insert(messages).values([
    { booking_id: booking!.id, sender_role: 'owner', sender_id: owner.id, sender_name: v, client_id: `v-${sentinel}`, body: v },
    { booking_id: booking!.id, sender_role: 'practice', sender_id: vet.id, sender_name: 'Sentinel', client_id: `s-${sentinel}`, body: sentinel },
  ]);
}

app.app.listen(serveOptions(port, app.deps.log));
Bun.serve({
  port: port + 1,
  hostname: '127.0.0.1',
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/fixture') return Response.json({ tokens, pages: PAGES });
    if (url.pathname === '/plant' && request.method === 'POST') {
      const { vector, sentinel } = (await request.json()) as { vector: string; sentinel: string };
      await plant(vector, sentinel);
      return Response.json({ ok: true });
    }
    return new Response('not found', { status: 404 });
  },
});
console.log(`R5 XSS server on ${origin()} (control on ${port + 1})`);
