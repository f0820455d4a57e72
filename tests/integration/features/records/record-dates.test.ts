import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bearer, cookieHeader, countRows, postForm } from '../../../helpers/accounts';
import { phr } from '../../../../db/schema';
import { demoOwner } from './helpers';

/*
 * The days of a health record keep their order: what happened (a visit, a dose, a measurement)
 * is not later than the reader's today, an end is not before its start, a vaccine is not due
 * before it was given. At 15:00 UTC on 2026-03-03 it is the 3rd in New York and already the 4th
 * in Auckland.
 */

const NOW = new Date('2026-03-03T15:00:00.000Z');

let app: TestApp;
let token: string;
let petId: number;

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW });
  const demo = await demoOwner(app);
  token = demo.token;
  petId = demo.pets[0]!.id;
});
afterAll(() => app.close());

const post = (category: string, details: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: { ...bearer(token), ...headers }, json: { category, details } });

async function refused(res: Response) {
  expect(res.status).toBe(422);
  return (await res.json()) as { field: string; msg: string };
}

describe('record dates', () => {
  test('a weight dated 2030 is refused on its date, and nothing is written', async () => {
    const before = await countRows(app, phr);
    expect(await refused(await post('weight', { date: '2030-01-01', lbs: 20 }))).toMatchObject({ field: 'date', msg: 'Date cannot be later than today' });
    expect(await countRows(app, phr)).toBe(before);
  });

  test("today is the reader's: the 4th is refused in New York and accepted in Auckland", async () => {
    const tomorrowInNewYork = { date: '2026-03-04', lbs: 20 };
    expect(await refused(await post('weight', tomorrowInNewYork, { cookie: 'tz=America/New_York' }))).toMatchObject({ field: 'date' });
    expect((await post('weight', tomorrowInNewYork, { cookie: 'tz=Pacific/Auckland' })).status).toBe(201);
    expect((await post('weight', { date: '2026-03-03', lbs: 20 }, { cookie: 'tz=America/New_York' })).status).toBe(201);
  });

  test('a reader whose zone is not known is refused only a day that is today nowhere', async () => {
    expect((await post('pulse', { date: '2026-03-04', bpm: 90 })).status).toBe(201);
    expect(await refused(await post('pulse', { date: '2026-03-05', bpm: 90 }))).toMatchObject({ field: 'date', msg: 'Date cannot be later than today' });
  });

  test('an allergy ending before it starts is refused on its end date', async () => {
    const res = await post('allergies', { name: 'Chicken', reaction: 'Itching', start_date: '2026-02-10', end_date: '2026-02-01' });
    expect(await refused(res)).toEqual(expect.objectContaining({ field: 'end_date', msg: 'End date cannot be before the start date' }));
    expect((await post('allergies', { name: 'Chicken', reaction: 'Itching', start_date: '2026-02-10', end_date: '2026-02-10' })).status).toBe(201);
    // An end still ahead is allowed: the allergy is expected to pass.
    expect((await post('allergies', { name: 'Pollen', reaction: 'Sneezing', start_date: '2026-02-10', end_date: '2026-06-01' })).status).toBe(201);
    expect(await refused(await post('allergies', { name: 'Pollen', reaction: 'Sneezing', start_date: '2026-04-01' }))).toMatchObject({ field: 'start_date', msg: 'Start date cannot be later than today' });
  });

  test('a vaccine due before it was given is refused on its due date; due the day it was given is accepted', async () => {
    expect(await refused(await post('immunizations', { name: 'Rabies', date: '2026-03-01', due_date: '2026-02-01' }))).toMatchObject({
      field: 'due_date',
      msg: 'Due date cannot be before the date the vaccine was given',
    });
    expect((await post('immunizations', { name: 'Rabies', date: '2026-03-01', due_date: '2027-03-01' })).status).toBe(201);
    expect(await refused(await post('immunizations', { name: 'Rabies', date: '2026-09-01', due_date: '2027-09-01' }))).toMatchObject({ field: 'date' });
  });

  test('a condition and a hospitalization ending before they start are refused on their end dates', async () => {
    expect(await refused(await post('conditions', { name: 'Otitis', visit_date: '2026-02-10', end_date: '2026-02-09' }))).toMatchObject({ field: 'end_date', msg: 'End date cannot be before the visit date' });
    expect(await refused(await post('hospitalizations', { hospital: 'City Vets', reason: 'Surgery', start_date: '2026-02-10', end_date: '2026-01-09' }))).toMatchObject({
      field: 'end_date',
      msg: 'End date cannot be before the start date',
    });
  });

  test('a day the calendar does not have is refused on its field', async () => {
    expect(await refused(await post('weight', { date: '2026-02-30', lbs: 20 }))).toMatchObject({ field: 'date', msg: 'Date must be a date (YYYY-MM-DD)' });
  });

  test('an edit is held to the same days', async () => {
    const made = (await (await post('immunizations', { name: 'Lepto', date: '2026-02-01' })).json()) as { id: number };
    const res = await app.request(`/api/records/${made.id}`, { method: 'PUT', headers: bearer(token), json: { details: { name: 'Lepto', date: '2026-02-01', due_date: '2026-01-01' } } });
    expect(await refused(res)).toMatchObject({ field: 'due_date' });
  });

  test('the refused form comes back with the message by its field and everything typed kept, in Spanish too', async () => {
    const fields = { name: 'Chicken', reaction: 'Hives', start_date: '2026-02-10', end_date: '2026-02-01', comment: 'Worse after meals' };
    const path = `/app/medical-records/records?pet=${petId}&category=allergies`;
    const res = await postForm(app, path, fields, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/id="record-end_date"[^>]*aria-describedby="record-end_date-error"/);
    expect(html).toContain('<p class="field-error" id="record-end_date-error">End date cannot be before the start date</p>');
    for (const value of ['Chicken', 'Hives', '2026-02-10', '2026-02-01', 'Worse after meals']) expect(html).toContain(value);
    const spanish = await postForm(app, path, fields, { htmx: true, headers: { ...cookieHeader(token), 'accept-language': 'es' } });
    expect(await spanish.text()).toContain('La fecha de fin no puede ser anterior a la fecha de inicio');
  });
});
