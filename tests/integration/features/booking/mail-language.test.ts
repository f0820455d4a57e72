import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq, gt, like } from 'drizzle-orm';
import { outbox, users } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { reminderTick } from '../../../../src/features/reminders/reminders.scheduler';

/** Each e-mail goes out in its recipient's language: an owner who reads Spanish, the practice in English. */
const VIDEO = 4000;
const HOUR = 3_600_000;
const OWNER = 'owner2@example.com';

let app: TestApp;
let token: string;
let patelId: number;
let petId: number;
let nextSlot: () => Promise<string>;

const mailKeyed = async (key: string) => (await app.db.select().from(outbox).where(eq(outbox.message_key, key)))[0]!;
const lastOutboxId = async () => (await app.db.select({ id: outbox.id }).from(outbox)).at(-1)?.id ?? 0;

async function book(): Promise<{ id: number; slot: string }> {
  const slot = await nextSlot();
  const res = await payment(app, token, { vendor_listing_id: patelId, type: VIDEO, slot, userTZ: 'America/Chicago', pet: petId, info: { summary: 'Itchy ears' }, payment: CARD });
  expect(res.status).toBe(200);
  return { id: ((await res.json()) as { id: number }).id, slot };
}

beforeAll(async () => {
  app = await createTestApp();
  await app.db.update(users).set({ language: 'es' }).where(eq(users.email, OWNER));
  token = await apiLogin(app, OWNER);
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  petId = (await petOf(app, (await userByEmail(app, OWNER)).id)).id;
  nextSlot = slotTaker(app, patelId, VIDEO);
}, 30_000);
afterAll(() => app.close());

describe("booking e-mails in the recipient's language", () => {
  test('the Spanish-speaking owner gets the confirmation in Spanish, its calendar file too; the practice its copy in English', async () => {
    const { id } = await book();
    const owner = await mailKeyed(`booking-confirmed:${id}:customer`);
    expect(owner.subject).toStartWith('Cita confirmada: ');
    expect(owner.body).toContain('Su cita con ');
    expect(owner.body).toContain('Consulta: ');
    expect(owner.body).toContain('Motivo: Itchy ears');
    expect(owner.body).toContain(`Cita n.º ${id}: `);
    expect(owner.body).not.toContain('is booked');
    const ics = owner.attachments![0]!.content;
    expect(ics).toContain('SUMMARY:Consulta (');
    expect(ics).toContain('DESCRIPTION:Cuándo: ');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    const practice = await mailKeyed(`booking-confirmed:${id}:practice`);
    expect(practice.subject).toStartWith('Appointment confirmed: ');
    expect(practice.body).toContain('New appointment booked by ');
    expect(practice.body).toContain(`Booking #${id}: `);
    expect(practice.attachments![0]!.content).toContain('SUMMARY:Video consultation: Dr. Maya Patel');
  });

  test('the cancellation: Spanish for the owner, English for the practice', async () => {
    const { id } = await book();
    const res = await app.request(`/app/appointments/${id}/cancel`, { method: 'POST', headers: { ...cookieHeader(token), 'hx-request': 'true' } });
    expect(res.status).toBe(200);
    const canceled = await app.db.select().from(outbox).where(like(outbox.body, `%${id}: %`));
    const owner = canceled.find((m) => m.to === OWNER && m.subject?.startsWith('Cita cancelada: '));
    expect(owner?.body).toContain('Esta cita ha sido cancelada.');
    expect(owner?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    const practice = canceled.find((m) => m.to !== OWNER && m.subject?.startsWith('Appointment canceled: '));
    expect(practice?.body).toContain('This appointment has been canceled.');
    expect(canceled.some((m) => m.to !== OWNER && m.subject?.startsWith('Cita'))).toBe(false);
  });

  test('a reminder, made by the scheduler with no request, is in Spanish: e-mail subject and body', async () => {
    const { id, slot } = await book();
    const before = await lastOutboxId();
    await reminderTick(app.deps, { now: new Date(Date.parse(slot) - 24 * HOUR - 30 * 60_000), worker: 'es' });
    await reminderTick(app.deps, { now: new Date(Date.parse(slot) - 24 * HOUR + 60_000), worker: 'es' });
    const mails = await app.db.select().from(outbox).where(and(eq(outbox.to, OWNER), gt(outbox.id, before)));
    const reminder = mails.find((m) => new RegExp(`\\.c\\.${id}\\.`).test(m.body));
    expect(reminder?.subject).toBe('Recordatorio: su cita en 24 horas');
    expect(reminder?.body).toStartWith('Hola, ');
    expect(reminder?.body).toContain('Le recordamos su consulta (');
    expect(reminder?.body).toContain(' en 24 horas: ');
  });
});
