import { t as T } from 'elysia';
import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import type { Role } from '../../lib/constants/roles';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { featureRoutes } from '../../plugins/setup';
import { redirectAfterPost } from '../../plugins/redirects';
import { readerZone } from '../listings/listings.zone';
import { listingById } from '../listings/listings.service';
import { IdParams, JoinBody, TokenParams, type JoinInput } from './waitlist.model';
import { joinWaitlist, leaveWaitlist, myEntries, practiceWaitlist } from './waitlist.service';
import { bookingUrlOf, declineOffer, offerFor } from './waitlist.offer-view';
import { MyWaitlistPage, PracticeWaitlistPage, OWNER_WAITLIST, PRACTICE_WAITLIST, type EntryRow, type JoinAsk } from './views/WaitlistPages';
import { OfferPage } from './views/OfferPage';

const OWNERS = { auth: { role: ['user'] as Role[] } };
const PRACTICES = { auth: { role: 'vendor' as const } };
const JoinQuery = T.Object({ listing: T.Optional(T.Numeric({ minimum: 1 })), type: T.Optional(T.Numeric({ minimum: 1, maximum: 99_999 })), from: T.Optional(T.String({ maxLength: 10 })), done: T.Optional(T.String({ maxLength: 10 })) });

const siteVendorOf = (tenant: Tenant) => (tenant.kind === 'site' ? tenant.website.vendor_id : null);

/** Titles of the listings the rows name, read once each. */
async function withTitles(deps: AppDeps, entries: { entry: EntryRow['entry']; who?: string }[]): Promise<EntryRow[]> {
  const titles = new Map<number, string>();
  for (const { entry } of entries) if (!titles.has(entry.vendor_listing_id)) titles.set(entry.vendor_listing_id, (await listingById(deps, entry.vendor_listing_id))?.title ?? '');
  return entries.map((row) => ({ ...row, title: titles.get(row.entry.vendor_listing_id)! }));
}

/** A refused join: the days as typed, and the message for the field it names. */
type Refused = { from: string; to: string; error: NonNullable<JoinAsk['error']> };

/** The join form's listing, asked for by the wizard's "Join the waitlist" link; nothing when the query names none. */
async function joinAsk(deps: AppDeps, query: typeof JoinQuery.static, refused?: Refused): Promise<JoinAsk | undefined> {
  const listing = query.listing ? await listingById(deps, query.listing) : undefined;
  if (!listing || !query.type) return undefined;
  if (refused) return { listingId: listing.id, title: listing.title, type: query.type, ...refused };
  const from = query.from && DateTime.fromISO(query.from).isValid ? query.from : DateTime.fromJSDate(deps.clock(), { zone: listing.timezone }).toISODate()!;
  return { listingId: listing.id, title: listing.title, type: query.type, from, to: from };
}

/** The waitlist: owners join and leave (pages and JSON), take or let go of an offer; the practice sees who waits. */
export const waitlistRoutes = (deps: AppDeps) => {
  const myPage = async (tenant: Tenant, user: Principal, query: typeof JoinQuery.static, refused?: Refused) => {
    const rows = await withTitles(deps, (await myEntries(deps, user)).map((entry) => ({ entry })));
    const notice = query.done === 'joined' ? t('You are on the waitlist: we will write as soon as a slot is free.') : query.done === 'left' ? t('You left the waitlist.') : undefined;
    return <MyWaitlistPage tenant={tenant} principal={user} rows={rows} notice={notice} join={await joinAsk(deps, query, refused)} />;
  };
  return featureRoutes('waitlist-routes', deps)
    .get(OWNER_WAITLIST, ({ tenant, user, query }) => myPage(tenant, user, query), { ...OWNERS, query: JoinQuery })
    .post(
      OWNER_WAITLIST,
      async (ctx) => {
        try {
          await joinWaitlist(deps, ctx.user, ctx.body as JoinInput, siteVendorOf(ctx.tenant));
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 422) throw error;
          ctx.set.status = 422;
          const body = ctx.body as JoinInput;
          // The form again with both days as typed, the message beside the one it names.
          const refused = { from: body.from, to: body.to, error: { field: error.field ?? '', message: error.message } };
          return myPage(ctx.tenant, ctx.user, { listing: Number(body.listing_id), type: Number(body.type) }, refused);
        }
        return redirectAfterPost(ctx, `${OWNER_WAITLIST}?done=joined`);
      },
      { ...OWNERS, body: JoinBody },
    )
    .post(
      `${OWNER_WAITLIST}/:id/leave`,
      async (ctx) => {
        await leaveWaitlist(deps, ctx.user, ctx.params.id);
        return redirectAfterPost(ctx, `${OWNER_WAITLIST}?done=left`);
      },
      { ...OWNERS, params: IdParams },
    )
    .get(PRACTICE_WAITLIST, async ({ tenant, user, request }) => {
      const rows = await withTitles(deps, (await practiceWaitlist(deps, user)).map((r) => ({ entry: r.entry, who: `${r.first_name} ${r.last_name} <${r.email}>` })));
      return <PracticeWaitlistPage tenant={tenant} principal={user} rows={rows} zone={await readerZone(deps, request, { tenant, principal: user })} />;
    }, PRACTICES)
    .get('/waitlist/offers/:token', async ({ tenant, user, params }) => <OfferPage tenant={tenant} principal={user} view={await offerFor(deps, user, params.token)} />, { ...OWNERS, params: TokenParams })
    .post(
      '/waitlist/offers/:token/accept',
      async (ctx) => {
        const view = await offerFor(deps, ctx.user, ctx.params.token);
        return redirectAfterPost(ctx, view.state === 'open' ? bookingUrlOf(view) : `/waitlist/offers/${ctx.params.token}`);
      },
      { ...OWNERS, params: TokenParams },
    )
    .post(
      '/waitlist/offers/:token/decline',
      async (ctx) => {
        await declineOffer(deps, ctx.user, ctx.params.token);
        return redirectAfterPost(ctx, `/waitlist/offers/${ctx.params.token}`);
      },
      { ...OWNERS, params: TokenParams },
    )
    .get('/api/waitlist', async ({ user }) => ({ entries: await myEntries(deps, user) }), { ...OWNERS, detail: { summary: "The owner's waitlist entries, newest first", tags: ['waitlist'] } })
    .post(
      '/api/waitlist',
      async ({ user, body, set, tenant }) => {
        const { entry, created } = await joinWaitlist(deps, user, body, siteVendorOf(tenant));
        set.status = created ? 201 : 200;
        return { entry };
      },
      { ...OWNERS, body: JoinBody, detail: { summary: 'Joins the waitlist of a listing\'s consultation type for some days: 201 {entry}, or 200 with the same entry when already on it', tags: ['waitlist'] } },
    )
    .delete('/api/waitlist/:id', async ({ user, params }) => ({ entry: await leaveWaitlist(deps, user, params.id) }), {
      ...OWNERS,
      params: IdParams,
      detail: { summary: 'Leaves a waitlist entry: 200 {entry} (state "left"); another\'s entry is 404', tags: ['waitlist'] },
    });
};
