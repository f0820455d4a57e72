import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader, createOwner } from '../../../helpers/accounts';
import { listingByTitle } from '../../../helpers/booking';
import { waitlistPass } from '../../../../src/features/waitlist/waitlist.scheduler';
import { VIDEO, ZONE, dayAhead, join, offersOf } from './fixtures';

let app: TestApp;
const now = Date.now();

async function owner(name: string) {
  const email = `${name}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  await createOwner(app, { email, first_name: name });
  return apiLogin(app, email);
}

/** Whether the wizard on `/book?…` was told the slot is the reader's own waitlist offer. */
async function offerFlag(token: string, query: URLSearchParams): Promise<number | undefined> {
  const html = await (await app.request(`/book?${query}`, { host: 'happypaws.localhost', headers: cookieHeader(token) })).text();
  const json = /<script type="application\/json" data-island-props="BookingWizard">([^<]*)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json ?? 'null') as { initial: { offer?: number } }).initial.offer;
}

describe("the wizard knows the owner's own waitlist offer from the hold, not from the address", () => {
  beforeAll(async () => {
    app = await createTestApp({ clock: () => new Date(now) });
  }, 30_000);
  afterAll(() => app.close());

  test('the address the wizard rewrites (no offer=1) still marks the held slot as the owner’s; another owner’s and a stale offer=1 are not', async () => {
    const patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
    const waiter = await owner('Held');
    const day = dayAhead(app, 5);
    const joined = await join(app, waiter, { listing_id: patel, type: VIDEO, from: day, to: day });
    expect(joined.status).toBe(201);
    await waitlistPass(app.deps, new Date(now));
    const entry = ((await joined.json()) as { entry: { id: number } }).entry.id;
    const [offer] = await offersOf(app, entry);
    expect(offer?.state).toBe('open');

    const address = new URLSearchParams({ listing: String(patel), type: String(VIDEO), slot: offer!.slot, tz: ZONE, stage: '3' });
    expect(await offerFlag(waiter, address)).toBe(1);
    const other = await owner('Other');
    expect(await offerFlag(other, address)).toBeUndefined();
    expect(await offerFlag(other, new URLSearchParams({ ...Object.fromEntries(address), offer: '1' }))).toBeUndefined();
  });
});
