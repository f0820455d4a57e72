/**
 * R7 secrets at rest (issue 17): after signups with passwords, wrong passwords, one-time codes,
 * password changes, reset links and card payments in the sandbox with the contract's test cards,
 * nothing in the data folder (database, WAL, uploads, logs, the sandbox's ledger) holds a card
 * number, a security code next to a card field, a password, a one-time code or a reset secret.
 * Scanned while the server runs (WAL not yet checkpointed) and again after it stopped.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { e164 } from '../helpers/accounts';
import { fullStrength, proofFigure, strength } from './lib/figure';
import { api, listingNamed, makeOwners, type Live, startLive, allFreeSlots, VIDEO } from './lib/live';
import { scanFolder, type Secrets } from './lib/secrets-scan';

const PEOPLE = strength(3, 20);
/** The contract's sandbox cards, and other numbers that pass validation (Mastercard, Amex, Discover). */
const CARDS = ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '378282246310005', '6011111111111117'];

let live: Live;
const secrets: Secrets = { passwords: [], codes: [], resetSecrets: [], cards: CARDS, cvcs: [] };
const done = { signups: 0, codes: 0, resets: 0, payments: 0 };

beforeAll(async () => {
  live = await startLive({ LOG_LEVEL: 'info' });
}, 60_000);
afterAll(() => live?.close());

const secret = (label: string) => `${label}-${crypto.randomUUID().slice(0, 13)}`;
const randomMobile = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function lastMessageTo(to: string): Promise<string> {
  const row = await live.database.db.query.outbox.findFirst({ where: eq(outbox.to, e164(to)), orderBy: desc(outbox.id) });
  if (!row) throw new Error(`no message to ${to}`);
  return row.body;
}

async function expectStatus(res: Response | Promise<Response>, status: number): Promise<void> {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${answer.url} answered ${answer.status} ${await answer.text()}, not ${status}`);
}

/** One person: a verified number, a signup, a wrong and a right login, a change, a reset. */
async function person(i: number): Promise<void> {
  const origin = live.server.origin;
  const mobile = randomMobile();
  const email = `secrets-${i}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await expectStatus(api(origin, '/api/account/forgot_password', { body: { mobile } }), 200);
  const code = /code is (\d{4})/.exec(await lastMessageTo(mobile))![1]!;
  secrets.codes.push({ mobile, code });
  await expectStatus(api(origin, '/api/account/verify_otp', { body: { mobile, otp: code } }), 200);
  done.codes++;
  const [first, wrong, second, third] = [secret('First'), secret('Wrong'), secret('Second'), secret('Third')];
  secrets.passwords.push(first, wrong, second, third);
  await expectStatus(api(origin, '/api/account/register', { body: { first_name: 'Sam', last_name: 'Secret', email, phone: mobile, password: first } }), 200);
  done.signups++;
  await expectStatus(api(origin, '/api/account/login', { body: { email, password: wrong, role: 'user' } }), 401);
  const login = await api(origin, '/api/account/login', { body: { email, password: first, role: 'user' } });
  const { token } = (await login.json()) as { token: string };
  await expectStatus(api(origin, '/api/account/change_password', { body: { currentPassword: first, newPassword: second, confirmPassword: second }, token }), 200);
  await expectStatus(api(origin, '/api/account/forgot_password', { body: { email, role: 'user' } }), 200);
  const forgotCode = decodeURIComponent(/forgot=([^\s"&<]+)/.exec(await lastMessageTo(email))![1]!);
  secrets.resetSecrets.push(forgotCode.split('.')[1]!);
  await expectStatus(api(origin, '/api/account/change_password', { body: { forgotCode, newPassword: third, confirmPassword: third, email, role: 'user' } }), 200);
  done.resets++;
}

describe('R7: the scanner', () => {
  test('finds a planted card number, security code, password, code beside its number and reset secret', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vetconsult-scan-'));
    try {
      const planted: Secrets = { passwords: ['Planted-pass-1'], codes: [{ mobile: '7123456789', code: '4821' }], resetSecrets: ['abcdefghijklmnopqrstuv'], cards: [], cvcs: ['913'] };
      writeFileSync(join(dir, 'app.db'), `x\u0000{"cardNumber":"5555 5555 5555 4444","ccv":"913"}\u0000Planted-pass-1\u00007123456789\u00024821\u0000`);
      writeFileSync(join(dir, 'server.log'), 'reset ok ?forgot=1.abcdefghijklmnopqrstuv\n');
      const whats = scanFolder(dir, planted).findings.map((f) => f.what);
      expect(whats.sort()).toEqual(['card number 5555…44 (16 digits)', 'security code next to "ccv"', 'a password', 'a one-time code next to its number', 'a reset secret'].sort());
      // The mailed link in the outbox is where a reset secret is meant to be; the SMS likewise.
      writeFileSync(join(dir, 'app.db'), 'link http://x/?forgot=1.abcdefghijklmnopqrstuv 7123456789 Your VetConsult verification code is 4821.');
      rmSync(join(dir, 'server.log'));
      expect(scanFolder(dir, planted).findings).toEqual([]);
      // A Luhn-valid run inside a signed link's hex signature is the signature's, not a card; the same run alone is a card.
      writeFileSync(join(dir, 'app.db'), 'http://x/appointments?z=7.c.12.290212345678908ab3f09c1d2e4f5a6b7 and 4a290212345678908');
      expect(scanFolder(dir, planted).findings).toEqual([]);
      writeFileSync(join(dir, 'app.db'), '{"number":"290212345678908"}');
      expect(scanFolder(dir, planted).findings.map((f) => f.what)).toEqual(['card number 2902…08 (15 digits)']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('R7: no card number, security code, password, one-time code or reset secret rests in the data folder', () => {
  test(
    `${PEOPLE} people sign up, verify, change and reset passwords, and pay with ${CARDS.length} cards`,
    async () => {
      for (let i = 0; i < PEOPLE; i++) await person(i);
      // Card payments: each card once per round, each with its own security code.
      const [owner] = await makeOwners(live, 1, 'secrets');
      const listing = await listingNamed(live, 'Dr. Maya Patel');
      const slots = await allFreeSlots(live.server.origin, listing.id);
      for (let i = 0; i < Math.max(1, Math.floor(PEOPLE / 3)); i++) {
        for (const cardNumber of CARDS) {
          const ccv = String(1000 + Math.floor(Math.random() * 9000));
          secrets.cvcs.push(ccv);
          const body = { vendor_listing_id: listing.id, type: VIDEO, slot: slots.shift(), pet: owner!.petId, info: { summary: 'Secrets' }, payment: { name: 'Sam Secret', cardNumber, expDt: '2099-12', ccv }, telehealth_consent: 1 };
          const res = await api(live.server.origin, '/api/payment', { body, token: owner!.token });
          expect([200, 402]).toContain(res.status);
          done.payments++;
        }
      }
      const running = scanFolder(live.dir, secrets);
      await live.server.stop();
      const stopped = scanFolder(live.dir, secrets);
      const findings = [...running.findings, ...stopped.findings].map((f) => `${f.file}@${f.offset}: ${f.what}`);
      proofFigure(
        'R7',
        'secrets at rest',
        `${done.signups} signups, ${secrets.passwords.length} passwords, ${done.codes} one-time codes, ${done.resets} resets, ${done.payments} card payments (${CARDS.length} cards); scanned ${running.files} files / ${Math.round(running.bytes / 1024)} KiB running and ${stopped.files} files after stop: ${findings.length} findings`,
      );
      expect(findings).toEqual([]);
    },
    fullStrength() ? 600_000 : 120_000,
  );
});
