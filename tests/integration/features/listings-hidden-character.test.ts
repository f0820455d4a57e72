import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader } from '../../helpers/accounts';
import { vendor_listings, vendor_logins } from '../../../db/schema';

/* A hidden character typed into the New Listing form: refused beside its field, the form shown again with every row as typed, nothing stored. */

let app: TestApp;
let vet: string;
let vetId: number;
beforeAll(async () => {
  app = await createTestApp();
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  vetId = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!.id;
});
afterAll(() => app.close());

const SAID = 'This text contains an invisible control or text-direction character; please type it again without it';

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
  return data;
}

describe('a hidden character in a New Listing field', () => {
  test('in Line 1: 422, the message beside Line 1, both consultations as typed (one added by htmx), nothing stored', async () => {
    const before = (await app.db.select().from(vendor_listings)).length;
    const fields = {
      title: 'Dr. Iris Vale',
      line1: 'Ears\u202e and skin',
      timezone: 'America/New_York',
      vendor_login_id: String(vetId),
      'consultations[0][type]': '4000',
      'consultations[0][duration]': '30',
      'consultations[0][price]': '50',
      'consultations[0][status]': 'on',
      'consultations[0][schedule][0][days][]': ['Tue'],
      'consultations[0][schedule][0][from]': '09:00',
      'consultations[0][schedule][0][to]': '12:00',
      'consultations[104211][type]': '5000',
      'consultations[104211][duration]': '20',
      'consultations[104211][price]': '35',
      'consultations[104211][status]': 'on',
      'consultations[104211][schedule][7][days][]': ['Fri'],
      'consultations[104211][schedule][7][from]': '13:00',
      'consultations[104211][schedule][7][to]': '15:00',
    };
    const res = await app.request('/app/listings/item', { method: 'POST', headers: cookieHeader(vet), body: form(fields) });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('id="field-line1" name="line1" type="text" value="Ears\u202e and skin"');
    expect(html).toContain('aria-describedby="field-line1-hint field-line1-error"');
    expect(html).toContain(`<p class="field-error" id="field-line1-error">${SAID}</p>`);
    expect(html).toContain('value="Dr. Iris Vale"');
    expect(html).toContain('name="consultations[1][duration]" type="number" value="20"');
    expect(html).not.toContain('Go Home');
    expect((await app.db.select().from(vendor_listings)).length).toBe(before);
  });
});
