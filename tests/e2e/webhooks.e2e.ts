import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import { createHmac } from 'node:crypto';
import { ownerThroughApi, port, signIn, site } from './helpers';
import { freeSlot, listingsOf } from './booking-helpers';

// The server and the browser agree on UTC, so times read the same on both.
test.use({ timezoneId: 'UTC' });

const VIDEO = 4000;
const CARD = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' };
/** playwright.config.ts allows exactly this loopback port past the address guard. */
const RECEIVER_PORT = port + 7;

test('Settings → Webhooks: add an endpoint, a booking is delivered and logged with its response code, "Send again" makes a second attempt', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const got: { id: string; type: string; signature: string; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      got.push({ id: String(req.headers['vetconsult-event-id']), type: String(req.headers['vetconsult-event-type']), signature: String(req.headers['vetconsult-signature']), body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  try {
    await signIn(page, 'vet@example.com', { practice: true });
    await page.goto(site(undefined, '/app/settings/webhooks'));
    await page.getByRole('link', { name: 'Add endpoint' }).click();
    await page.getByLabel('URL').fill(`http://127.0.0.1:${RECEIVER_PORT}/hook`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Endpoint added.')).toBeVisible();
    const endpoint = page.locator('tr[data-endpoint]').filter({ hasText: `127.0.0.1:${RECEIVER_PORT}/hook` });
    await expect(endpoint.locator('.endpoint-state')).toHaveText('Enabled');
    await endpoint.getByText('Reveal').click();
    const secret = (await endpoint.locator('.endpoint-secret code').textContent())!;
    expect(secret).toMatch(/^whsec_/);

    // An owner books the practice (through the API: the wizard has its own journeys).
    const owner = await browser.newPage();
    const email = await ownerThroughApi(request, owner, 'password123', { first_name: 'Hook', last_name: 'Owner' });
    await signIn(owner, email);
    const pet = await owner.request.post(site(undefined, '/api/pets'), { data: { name: 'Webby', type: 1 } });
    const listing = (await listingsOf(owner, 'happypaws')).find((l) => l.consultations.some((c) => c.type === VIDEO))!;
    const slot = await freeSlot(owner, listing.id, VIDEO, 'UTC');
    const booked = await owner.request.post(site(undefined, '/api/payment'), {
      data: { vendor_listing_id: listing.id, type: VIDEO, slot: slot.start, userTZ: 'UTC', pet: ((await pet.json()) as { id: number }).id, info: { summary: 'Hooked' }, payment: CARD, telehealth_consent: 1 },
    });
    expect(booked.status()).toBe(200);
    const bookingId = ((await booked.json()) as { id: number }).id;

    await expect.poll(() => got.find((g) => g.type === 'booking.created' && JSON.parse(g.body).data.id === bookingId), { timeout: 15_000 }).toBeTruthy();
    const created = got.find((g) => g.type === 'booking.created' && JSON.parse(g.body).data.id === bookingId)!;
    const [t, v1] = created.signature.split(',').map((part) => part.split('=')[1]!);
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${created.body}`).digest('hex'));

    const row = page.locator(`tr[data-event="${created.id}"]`);
    await expect(async () => {
      await page.reload();
      await expect(row.locator('.delivery-answer')).toHaveText('200', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(row.locator('.delivery-state')).toHaveText('Delivered');
    await expect(row.locator('.delivery-attempts')).toHaveText('1');

    await row.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('Sent again: see the attempt in the log.')).toBeVisible();
    await expect(page.locator(`tr[data-event="${created.id}"] .delivery-attempts`)).toHaveText('2');
    await expect(page.locator(`tr[data-event="${created.id}"] .delivery-answer`)).toHaveText('200');
    expect(got.filter((g) => g.id === created.id)).toHaveLength(2);

    // The shared e2e database keeps running: the endpoint goes, so no other journey's events are sent.
    await endpoint.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Endpoint deleted.')).toBeVisible();
    await owner.close();
  } finally {
    receiver.close();
  }
});
