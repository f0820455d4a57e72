import { createClient } from '@libsql/client';
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { site } from './helpers';
import { freeSlot, listingsOf } from './booking-helpers';

/**
 * A booking made on the practice's own site sends an HTML confirmation that wears the
 * practice's name and logo; its "Manage booking" button, followed from the outbox, opens the
 * booking for its reader (after signing in, as a mail client has no session).
 */
const OWNER = 'owner@example.com';
const PASSWORD = 'password123';
const LOGO = '/img/logo.svg';
const NY = 'America/New_York';

/** The practice's logo as its website row keeps it (an upload's address on its site); put back as it was after. */
async function setHappyPawsLogo(logo: string | null): Promise<string | null> {
  const db = createClient({ url: `file:${join(process.env.E2E_DATA_DIR!, 'e2e.db')}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const before = await db.execute("select logo from websites where sub_domain = 'happypaws'");
    await db.execute({ sql: "update websites set logo = ? where sub_domain = 'happypaws'", args: [logo] });
    return (before.rows[0]?.logo as string | null) ?? null;
  } finally {
    db.close();
  }
}

test("the confirmation's HTML shows the practice's brand, and its Manage booking button opens the booking", async ({ page, request }) => {
  const previous = await setHappyPawsLogo(LOGO);
  try {
    const patel = (await listingsOf(page, 'happypaws')).find((l) => l.title.startsWith('Dr. Maya Patel'))!;
    const slot = await freeSlot(page, patel.id, 4000, NY);
    const login = await request.post(site(undefined, '/api/account/login'), { data: { email: OWNER, password: PASSWORD, role: 'user' } });
    const { token } = (await login.json()) as { token: string };
    const reason = `HTML mail check ${Date.now()}`;
    // Booked on happypaws.localhost, the practice's site (only the browser resolves its sub-domains).
    await page.goto(site('happypaws', '/'));
    const status = await page.evaluate(
      async ({ token, listing, slot, reason }) => {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const pets = (await (await fetch('/api/pets', { headers })).json()) as { id: number }[] | { data: { id: number }[] };
        const pet = (Array.isArray(pets) ? pets : pets.data)[0]!.id;
        const card = { name: 'Pat Owner', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '9731' };
        const body = { vendor_listing_id: listing, type: 4000, slot, pet, info: { summary: reason }, payment: card, telehealth_consent: 1 };
        return (await fetch('/api/payment', { method: 'POST', headers, body: JSON.stringify(body) })).status;
      },
      { token, listing: patel.id, slot: slot.start, reason },
    );
    expect(status).toBe(200);

    const outbox = (await (await request.get(site(undefined, '/dev/outbox'), { headers: { accept: 'application/json' } })).json()) as { to: string; subject: string | null; body: string; html: string | null }[];
    const mail = outbox.find((m) => m.to === OWNER && m.body.includes(reason))!;
    expect(mail.subject).toMatch(/^Appointment confirmed: /);
    expect(mail.html).toBeTruthy();

    // The HTML part as a mail client shows it.
    await page.setContent(mail.html!);
    const logo = page.getByRole('img', { name: 'Happy Paws Veterinary Clinic logo' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', site('happypaws', LOGO));
    await expect(page.getByText('Happy Paws Veterinary Clinic', { exact: true })).toBeVisible();
    await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
    await expect(page.getByText('VetConsult')).toHaveCount(0);

    const button = page.getByRole('link', { name: 'Manage booking' });
    await expect(button).toHaveAttribute('href', /^http:\/\/happypaws\.localhost:\d+\/appointments\?z=/);
    const [opened] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
    // No session in a mail client: the link asks its reader to sign in on the practice's site, then opens the booking.
    await opened.waitForURL(/\/login/);
    await opened.getByLabel('Email').fill(OWNER);
    await opened.getByLabel('Password').fill(PASSWORD);
    await opened.getByRole('button', { name: 'Login' }).click();
    await opened.waitForURL((url) => url.hostname === 'happypaws.localhost' && url.pathname === '/appointments');
    await expect(opened.getByText(reason)).toBeVisible();
  } finally {
    await setHappyPawsLogo(previous);
  }
});
