import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { ownerThroughApi, signIn, site } from './helpers';
import { freeSlot, listingsOf } from './booking-helpers';

// The server and the browser agree on UTC, so times read the same on both.
test.use({ timezoneId: 'UTC' });

const VIDEO = 4000;
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };

interface Listed {
  to: string;
  subject: string | null;
  body: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** The invitation of the newest e-mail to `to` about a booking, as a calendar client reads it. */
async function invitationTo(page: Page, to: string, bookingId: number) {
  const res = await page.request.get(site(undefined, '/dev/outbox'), { headers: { accept: 'application/json' } });
  const mail = ((await res.json()) as Listed[]).find((m) => m.to === to && m.body.includes(`#${bookingId}:`))!;
  const file = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    subject: mail.subject,
    contentType: file.contentType,
    method: calendar.getFirstPropertyValue('method'),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    attendee: String(vevent.getFirstPropertyValue('attendee')).toLowerCase(),
    uid: event.uid,
    sequence: event.sequence,
    location: event.location,
  };
}

test('an owner books, reschedules and cancels: each e-mail invites from the practice, moves then withdraws one event, and its location opens the session', async ({ page, request }) => {
  const email = await ownerThroughApi(request, page, 'password123', { first_name: 'Ines', last_name: 'Invited' });
  await signIn(page, email);
  const pet = await page.request.post(site(undefined, '/api/pets'), { data: { name: 'Pepper', type: 1 } });
  const listing = (await listingsOf(page, 'happypaws')).find((l) => l.consultations.some((c) => c.type === VIDEO))!;
  const slot = await freeSlot(page, listing.id, VIDEO, 'UTC');
  const booked = await page.request.post(site(undefined, '/api/payment'), {
    data: { vendor_listing_id: listing.id, type: VIDEO, slot: slot.start, userTZ: 'UTC', pet: ((await pet.json()) as { id: number }).id, info: { summary: 'Sneezing' }, payment: CARD, telehealth_consent: 1 },
  });
  expect(booked.status()).toBe(200);
  const bookedId = ((await booked.json()) as { id: number }).id;
  const first = await invitationTo(page, email, bookedId);
  expect(first.method).toBe('REQUEST');
  expect(first.contentType).toMatch(/^text\/calendar; method=REQUEST/);
  expect(first.organizer).toMatch(/^mailto:.+@/);
  expect(first.attendee).toBe(`mailto:${email}`);
  expect(first.uid).toBe(`booking-${bookedId}@localhost`);

  // The location is where the owner joins: it opens the consultation's session page.
  await page.goto(first.location!);
  await expect(page.getByRole('heading', { level: 1, name: 'Video consultation' })).toBeVisible();

  await page.goto(site(undefined, `/app/my-appointments/${bookedId}`));
  await page.getByRole('link', { name: 'Reschedule' }).click();
  const target = await freeSlot(page, listing.id, VIDEO, 'UTC', 5);
  await page.getByLabel('Date').fill(target.date);
  await page.getByLabel('Date').dispatchEvent('change');
  await page.getByRole('list', { name: 'Available times' }).getByLabel(target.shown, { exact: true }).check();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(/\/app\/my-appointments\/\d+$/);
  const movedId = Number(new URL(page.url()).pathname.split('/').pop());
  const moved = await invitationTo(page, email, movedId);
  expect(moved.subject).toMatch(/^Appointment rescheduled/);
  expect([moved.method, moved.uid, moved.organizer, moved.attendee]).toEqual(['REQUEST', first.uid, first.organizer, first.attendee]);
  expect(moved.sequence).toBeGreaterThan(first.sequence);
  expect(moved.location).toBe(site(undefined, `/appointments/${movedId}/session`));

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(page).toHaveURL(/canceled=\d+$/);
  const canceled = await invitationTo(page, email, movedId);
  expect(canceled.subject).toMatch(/^Appointment canceled/);
  expect([canceled.method, canceled.uid, canceled.organizer]).toEqual(['CANCEL', first.uid, first.organizer]);
  expect(canceled.sequence).toBeGreaterThan(moved.sequence);
});
