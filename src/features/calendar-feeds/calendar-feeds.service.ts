import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Principal, SessionAccount } from '../../lib/principal';
import type { CalendarFeedKind, CalendarFeedRow } from '../../../db/schema';
import { can, isPetOwner, isPracticeLogin, ownPractice } from '../../lib/policy';
import { randomSecret } from '../../lib/crypto';
import { forbidden } from '../../lib/errors';
import { sessionAccount } from '../accounts/accounts.service';
import type { AccountSubscriber } from '../accounts/accounts.changes';
import { findLiveFeeds, replaceFeed, revokeFeed, revokeFeedsMadeBy, type FeedSubject } from './calendar-feeds.repo';

/** A feed's token: 32 random bytes, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What is stored and looked up instead of a token: its SHA-256, base64url. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * The feeds this person may hold, in the order the dashboard shows them. Each names its maker: a
 * feed lives only while its maker may still hold it, asked again on every fetch (calendar-feeds.read).
 */
export function feedSubjectsOf(p: Principal): FeedSubject[] {
  if (isPetOwner(p)) return [{ kind: 'owner', subject: `owner:${p.id}`, user_id: p.id }];
  if (!isPracticeLogin(p) || p.vendor_id === null) return [];
  const vet: FeedSubject = { kind: 'vet', subject: `vet:${p.id}`, vendor_login_id: p.id, vendor_id: p.vendor_id };
  const practice: FeedSubject = { kind: 'practice', subject: `practice:${p.vendor_id}`, vendor_login_id: p.id, vendor_id: p.vendor_id };
  return can(p, 'calendar-feed:practice', ownPractice(p)) ? [vet, practice] : [vet];
}

/**
 * The feed's maker as they stand now, while the rule that let them make this feed still lets them
 * hold it (the same login, of the same practice, with the same right); null otherwise.
 */
export async function makerHolding(deps: AppDeps, feed: CalendarFeedRow): Promise<SessionAccount | null> {
  const [role, id] = feed.kind === 'owner' ? (['user', feed.user_id] as const) : (['vendor', feed.vendor_login_id] as const);
  const maker = id === null ? undefined : await sessionAccount(deps, role, id);
  if (!maker) return null;
  const holds = feedSubjectsOf({ ...maker, exp: 0 }).some((s) => s.subject === feed.subject && (s.vendor_id ?? null) === feed.vendor_id);
  return holds ? maker : null;
}

function subjectOf(p: Principal, kind: CalendarFeedKind): FeedSubject {
  const subject = feedSubjectsOf(p).find((s) => s.kind === kind);
  if (!subject) throw forbidden();
  return subject;
}

/** The feed's two addresses: https for a browser or an app that asks for one, webcal:// for a click that subscribes. */
export function feedUrls(deps: AppDeps, token: string): { https: string; webcal: string } {
  const https = `${deps.config.publicUrl}/calendar/${token}.ics`;
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') };
}

/** One row of the dashboard: a feed this person may hold, whether it is live, and its address when it was just made. */
export interface FeedCard {
  kind: CalendarFeedKind;
  /** When the live feed was made; null when there is none. */
  since: string | null;
  /** Shown once, right after it was made or renewed: only its hash is kept. */
  urls?: { https: string; webcal: string };
  /** The live practice feed's maker, by name: another root admin may have made it, and it ends with their right. */
  maker?: string;
}

/** The dashboard's feeds for this person; `fresh` is the one just made, with its token. */
export async function feedCards(deps: AppDeps, p: Principal, fresh?: { kind: CalendarFeedKind; token: string }): Promise<FeedCard[]> {
  const subjects = feedSubjectsOf(p);
  const live = await findLiveFeeds(deps.database.db, subjects.map((s) => s.subject));
  return Promise.all(
    subjects.map(async (s) => {
      const row = live.find((r) => r.subject === s.subject);
      // A feed its maker may no longer hold answers 404: the screen does not call it on.
      const maker = row ? await makerHolding(deps, row) : null;
      return {
        kind: s.kind,
        since: maker ? row!.created_at : null,
        ...(fresh?.kind === s.kind ? { urls: feedUrls(deps, fresh.token) } : {}),
        ...(maker && s.kind === 'practice' ? { maker: `${maker.first_name} ${maker.last_name}` } : {}),
      };
    }),
  );
}

/** Makes the feed, or renews it (the old address stops at once); answers the new token, to be shown once. */
export async function renewFeed(deps: AppDeps, p: Principal, kind: CalendarFeedKind): Promise<string> {
  const subject = subjectOf(p, kind);
  const token = randomSecret(32);
  await replaceFeed(deps.database.db, subject, tokenHash(token), deps.clock().toISOString());
  return token;
}

/** Stops the feed: its address answers 404 from now on. */
export async function revokeCalendarFeed(deps: AppDeps, p: Principal, kind: CalendarFeedKind): Promise<void> {
  await revokeFeed(deps.database.db, subjectOf(p, kind).subject, deps.clock().toISOString());
}

/**
 * A feed lives with its maker's right (docs/decisions/0021-calendar-feeds.md): a new password or a
 * removal ends every feed they made, a new sub-role those it no longer allows (a demoted root admin
 * keeps their own vet feed). Told in the change's transaction, so the address stops with the session.
 */
export const feedsFollowAccounts: AccountSubscriber = async (tx, change) => {
  const maker = change.account === 'users' ? { user_id: change.id } : { vendor_login_id: change.id };
  const kept = change.what === 'subrole' ? feedSubjectsOf({ ...change.after, exp: 0 }).map((s) => s.subject) : [];
  await revokeFeedsMadeBy(tx, maker, change.at, kept);
};
