import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader } from '../../helpers/accounts';
import { CARD, listingByTitle, petOf, slotTaker, userByEmail } from '../../helpers/booking';

/** Booking speaks the reader's language: a practice's site, the wizard's texts, and the booking API's refusals. */
const VIDEO = 4000;
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9' };

let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await createTestApp();
  owner = await apiLogin(app, 'owner@example.com');
}, 30_000);
afterAll(() => app?.close());

/** The props an island was handed on a page, by the island's name. */
function islandProps(html: string, name: string): { i18n?: { locale: string; messages: Record<string, string> } } {
  const json = new RegExp(`<script type="application/json" data-island-props="${name}">([^<]*)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('booking in Spanish', () => {
  test("a practice's site and its widget speak Spanish to a Spanish browser, English to others", async () => {
    const spanish = await (await app.request('/', { host: 'happypaws.localhost', headers: SPANISH })).text();
    expect(spanish).toContain('Reservar una cita');
    expect(spanish).toContain('Horario de atención');
    expect(islandProps(spanish, 'BookingWidget').i18n?.messages['Consultation type']).toBe('Tipo de consulta');
    const english = await (await app.request('/', { host: 'happypaws.localhost' })).text();
    expect(english).toContain('Book an Appointment');
    expect(islandProps(english, 'BookingWidget').i18n?.messages['Consultation type']).toBe('Consultation type');
  });

  test("the wizard is handed its stages' texts in Spanish, and only the keys it declares", async () => {
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const html = await (await app.request(`/book?listing=${listing.id}`, { host: 'happypaws.localhost', headers: { ...cookieHeader(owner), ...SPANISH } })).text();
    expect(html).toContain('Nueva cita');
    const { i18n } = islandProps(html, 'BookingWizard');
    expect(i18n?.messages['Reason for consult']).toBe('Motivo de la consulta');
    expect(i18n?.messages['Consultation type and time']).toBe('Tipo de consulta y hora');
    expect(Object.keys(i18n?.messages ?? {})).not.toContain('My Listings');
  });

  test("the booking API's refusals come in the reader's language, naming the field", async () => {
    const patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
    const petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
    const slot = await slotTaker(app, patel, VIDEO)(4);
    const body = { vendor_listing_id: patel, type: VIDEO, slot: 'not-a-slot', pet: petId, info: { summary: 'Cojea' }, payment: CARD };
    const refused = await app.request('/api/payment', { method: 'POST', json: body, headers: { authorization: `Bearer ${owner}`, ...SPANISH } });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('slot debe ser un instante ISO 8601');
    const expired = { ...body, slot, payment: { ...CARD, expDt: '2001-01' } };
    const past = await app.request('/api/payment', { method: 'POST', json: expired, headers: { authorization: `Bearer ${owner}`, ...SPANISH } });
    expect(past.status).toBe(422);
    expect(await past.json()).toEqual({ result: 'error', status: 'La fecha de vencimiento no puede estar en el pasado', field: 'payment.expDt' });
  });
});
