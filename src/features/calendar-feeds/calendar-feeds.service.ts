import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { CalendarFeedKind } from '../../../db/schema';
import { can, isPetOwner, isPracticeLogin, ownPractice } from '../../lib/policy';
import { randomSecret } from '../../lib/crypto';
import { forbidden } from '../../lib/errors';
import { findLiveFeeds, replaceFeed, revokeFeed, type FeedSubject } from './calendar-feeds.repo';

/** A feed's token: 32 random bytes, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What is stored and looked up instead of a token: its SHA-256, base64url. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** The feeds this person may hold, in the order the dashboard shows them. */
export function feedSubjectsOf(p: Principal): FeedSubject[] {
  if (isPetOwner(p)) return [{ kind: 'owner', subject: `owner:${p.id}`, user_id: p.id }];
  if (!isPracticeLogin(p) || p.vendor_id === null) return [];
  const vet: FeedSubject = { kind: 'vet', subject: `vet:${p.id}`, vendor_login_id: p.id, vendor_id: p.vendor_id };
  const practice: FeedSubject = { kind: 'practice', subject: `practice:${p.vendor_id}`, vendor_id: p.vendor_id };
  return can(p, 'calendar-feed:practice', ownPractice(p)) ? [vet, practice] : [vet];
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
}

/** The dashboard's feeds for this person; `fresh` is the one just made, with its token. */
export async function feedCards(deps: AppDeps, p: Principal, fresh?: { kind: CalendarFeedKind; token: string }): Promise<FeedCard[]> {
  const subjects = feedSubjectsOf(p);
  const live = await findLiveFeeds(deps.database.db, subjects.map((s) => s.subject));
  return subjects.map((s) => ({
    kind: s.kind,
    since: live.find((row) => row.subject === s.subject)?.created_at ?? null,
    ...(fresh?.kind === s.kind ? { urls: feedUrls(deps, fresh.token) } : {}),
  }));
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
