import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { gt } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { apiLogin, createOwner } from '../helpers/accounts';
import { CARD, listingByTitle, petOf, slotTaker, userByEmail } from '../helpers/booking';
import { proofFigure } from './lib/figure';

/**
 * Check R8 (issue 17): Host and X-Forwarded-Host variants (case, trailing dot, port, duplicates,
 * another practice's domain, unknown domains, evil.com) never change the host of a reset,
 * booking or invitation link (read from the outbox the development outbox lists), nor reach
 * another tenant than the one the host names. Without a trusted proxy X-Forwarded-Host is
 * ignored; behind one (TRUST_PROXY=1) its first hop is the host, as the proxy says.
 */
type Tenant = 'main' | 'portal' | 'happypaws' | 'citycats' | 'unknown' | 'refused';
interface Variant {
  host: string | string[];
  xfh?: string;
  tenant: Tenant;
}

const PUBLIC = 'vetconsult.test';
/** The link host each tenant's mail may carry: the practice's own site, else PUBLIC_URL. */
const LINK_HOST: Record<Tenant, string> = { main: PUBLIC, portal: PUBLIC, unknown: PUBLIC, refused: PUBLIC, happypaws: 'happypaws.localhost', citycats: 'citycats.localhost' };

const DIRECT: Variant[] = [
  { host: 'localhost', tenant: 'main' },
  { host: 'LOCALHOST', tenant: 'main' },
  { host: 'localhost.', tenant: 'main' },
  { host: 'localhost:3000', tenant: 'main' },
  { host: 'localhost:8443', tenant: 'main' },
  { host: '127.0.0.1:3000', tenant: 'main' },
  { host: 'app.localhost', tenant: 'portal' },
  { host: 'happypaws.localhost', tenant: 'happypaws' },
  { host: 'HappyPaws.LocalHost.', tenant: 'happypaws' },
  { host: 'happypaws.localhost:9999', tenant: 'happypaws' },
  { host: 'HAPPYPAWS-CLINIC.TEST.', tenant: 'happypaws' },
  { host: 'citycats.localhost', tenant: 'citycats' },
  { host: 'evil.com', tenant: 'unknown' },
  { host: 'EVIL.COM.:3000', tenant: 'unknown' },
  { host: 'happypaws.localhost.evil.com', tenant: 'unknown' },
  { host: 'evil.localhost', tenant: 'unknown' },
  { host: 'unknown-site.example', tenant: 'unknown' },
  { host: 'localhost@evil.com', tenant: 'refused' },
  { host: 'evil.com/happypaws.localhost', tenant: 'refused' },
  { host: ['happypaws.localhost', 'evil.com'], tenant: 'refused' },
  { host: ['happypaws.localhost', 'citycats.localhost'], tenant: 'refused' },
  // Without a trusted proxy, X-Forwarded-Host is nobody's word.
  { host: 'localhost', xfh: 'evil.com', tenant: 'main' },
  { host: 'localhost', xfh: 'happypaws.localhost', tenant: 'main' },
  { host: 'happypaws.localhost', xfh: 'citycats.localhost', tenant: 'happypaws' },
  { host: 'citycats.localhost', xfh: 'evil.com, happypaws.localhost', tenant: 'citycats' },
];

const PROXIED: Variant[] = [
  { host: 'localhost', xfh: 'evil.com', tenant: 'unknown' },
  { host: 'localhost', xfh: 'happypaws.localhost', tenant: 'happypaws' },
  { host: 'evil.com', xfh: 'HappyPaws.localhost.:443', tenant: 'happypaws' },
  { host: 'happypaws.localhost', xfh: 'citycats.localhost, evil.com', tenant: 'citycats' },
  { host: 'happypaws.localhost', xfh: 'evil.com, happypaws.localhost', tenant: 'unknown' },
  { host: 'localhost', xfh: 'localhost@evil.com', tenant: 'refused' },
];

const KNOWN = new Set<Tenant>(['main', 'portal', 'happypaws', 'citycats']);
const describeVariant = (v: Variant) => `Host ${JSON.stringify(v.host)}${v.xfh ? ` X-Forwarded-Host ${JSON.stringify(v.xfh)}` : ''}`;
const tally = { variants: 0, links: 0, wrongHosts: 0, wrongTenants: 0 };

/** Sends a request through app.handle with the variant's Host header(s) and X-Forwarded-Host. */
function send(app: TestApp, v: Variant, path: string, init: { method?: string; json?: unknown; token?: string } = {}) {
  const headers = new Headers();
  for (const host of Array.isArray(v.host) ? v.host : [v.host]) headers.append('host', host);
  if (v.xfh) headers.set('x-forwarded-host', v.xfh);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return app.app.handle(new Request(`http://localhost${path}`, { method: init.method ?? 'GET', headers, body }));
}

/** The tenant a page shows: the practice whose site it is, the portal (its home is the practice login), the main site, or "Site not found". */
function tenantShown(status: number, html: string): Tenant {
  if (status === 400) return 'refused';
  if (html.includes('Site not found')) return 'unknown';
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  if (title.includes('Happy Paws')) return 'happypaws';
  if (title.includes('City Cat')) return 'citycats';
  return title.startsWith('Login ·') ? 'portal' : 'main';
}

/** The hosts of every link in the mail written since outbox row `after`. */
async function linkHostsSince(app: TestApp, after: number): Promise<string[]> {
  const rows = await app.db.select().from(outbox).where(gt(outbox.id, after));
  const text = rows.map((r) => r.body).join('\n');
  // In the HTML part, what a person follows or loads: its href and src (not the DOCTYPE's or xmlns' w3.org names).
  const html = rows.map((r) => r.html ?? '').join('\n');
  return [
    ...[...text.matchAll(/https?:\/\/([^/\s"'<>?#]+)/g)].map((m) => m[1]!.toLowerCase()),
    ...[...html.matchAll(/(?:href|src)="https?:\/\/([^/\s"'<>?#]+)/g)].map((m) => m[1]!.toLowerCase()),
  ];
}

async function lastOutboxId(app: TestApp): Promise<number> {
  const rows = await app.db.select({ id: outbox.id }).from(outbox);
  return rows.reduce((max, r) => Math.max(max, r.id), 0);
}

function defineVariants(title: string, trustProxy: boolean, variants: Variant[]) {
  describe(title, () => {
    let app: TestApp;
    let owner: string;
    let vet: string;
    let listing: Awaited<ReturnType<typeof listingByTitle>>;
    let pet: number;
    let nextSlot: () => Promise<string>;
    let now = new Date();

    beforeAll(async () => {
      app = await createTestApp({ env: { PUBLIC_URL: `https://${PUBLIC}`, BASE_DOMAIN: 'localhost', TRUST_PROXY: trustProxy ? '1' : '0', LOG_LEVEL: 'silent' }, clock: () => now });
      [owner, vet] = await Promise.all([apiLogin(app, 'owner@example.com'), apiLogin(app, 'vet@example.com', 'vendor')]);
      listing = await listingByTitle(app, 'Dr. Maya Patel');
      pet = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
      nextSlot = slotTaker(app, listing.id, 4000);
    }, 60_000);
    afterAll(() => app.close());

    /** Asserts every link written since `after` points at the tenant's own host; answers how many there were. */
    async function expectLinks(after: number, v: Variant, what: string): Promise<number> {
      const hosts = await linkHostsSince(app, after);
      const wrong = hosts.filter((h) => h !== LINK_HOST[v.tenant]);
      tally.links += hosts.length;
      tally.wrongHosts += wrong.length;
      expect({ what, wrong }).toEqual({ what, wrong: [] });
      return hosts.length;
    }

    for (const v of variants) {
      test(`${describeVariant(v)} reaches ${v.tenant}; its reset, booking and invitation links stay on ${LINK_HOST[v.tenant]}`, async () => {
        tally.variants++;
        now = new Date(now.getTime() + 2 * 3600_000); // past every send limit of the last variant
        const page = await send(app, v, '/');
        const shown = tenantShown(page.status, await page.text());
        if (shown !== v.tenant) tally.wrongTenants++;
        expect(shown).toBe(v.tenant);

        const person = await createOwner(app);
        let after = await lastOutboxId(app);
        const reset = await send(app, v, '/api/account/forgot_password', { method: 'POST', json: { email: person.email, role: 'user' } });
        const resetLinks = await expectLinks(after, v, 'reset');
        // An unknown host has no site to ask on (404); a known one sends the mail.
        if (KNOWN.has(v.tenant)) expect({ status: reset.status, mailed: resetLinks > 0 }).toEqual({ status: 200, mailed: true });
        else expect({ status: reset.status, resetLinks }).toEqual({ status: v.tenant === 'refused' ? 400 : 404, resetLinks: 0 });

        after = await lastOutboxId(app);
        const booking = { vendor_listing_id: listing.id, type: 4000, slot: await nextSlot(), pet, info: { summary: 'Host check' }, payment: CARD, telehealth_consent: 1 };
        const booked = await send(app, v, '/api/payment', { method: 'POST', json: booking, token: owner });
        const bookingLinks = await expectLinks(after, v, 'booking');
        if (['main', 'happypaws'].includes(v.tenant)) expect({ status: booked.status, some: bookingLinks > 0 }).toEqual({ status: 200, some: true });

        after = await lastOutboxId(app);
        const n = tally.variants;
        const invite = { first_name: 'Invited', last_name: 'Member', email: `invited-${trustProxy}-${n}@example.com`, phone: `55500${String(n).padStart(5, '0')}`, subrole: 'user' };
        const invited = await send(app, v, '/api/settings/team', { method: 'POST', json: invite, token: vet });
        const inviteLinks = await expectLinks(after, { ...v, tenant: 'main' }, 'invitation');
        if (invited.status < 300) expect(inviteLinks).toBeGreaterThan(0);
      });
    }
  });
}

defineVariants('R8 without a trusted proxy: Host variants and forged X-Forwarded-Host', false, DIRECT);
defineVariants('R8 behind a trusted proxy (TRUST_PROXY=1): X-Forwarded-Host variants', true, PROXIED);

afterAll(() => {
  proofFigure(
    'R8',
    'host forgery',
    `${tally.variants} Host/X-Forwarded-Host variants: ${tally.wrongTenants} reached another tenant; ${tally.links} reset, booking and invitation links read from the outbox, ${tally.wrongHosts} on a forged host`,
  );
});
