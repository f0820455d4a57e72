import { and, eq, gt, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { calendar_feeds, type CalendarFeedKind, type CalendarFeedRow } from '../../../db/schema';

/** Who a new feed is of: its kind, its one key (`owner:12`) and the rows it points at. */
export interface FeedSubject {
  kind: CalendarFeedKind;
  subject: string;
  user_id?: number;
  vendor_login_id?: number;
  vendor_id?: number;
}

/** The live feed whose token hashes to this, or none: a revoked or expired one is as unknown as a made-up one. */
export async function findLiveFeedByHash(db: Db, tokenHash: string, now: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db
    .select()
    .from(calendar_feeds)
    .where(and(eq(calendar_feeds.token_hash, tokenHash), isNull(calendar_feeds.revoked_at), or(isNull(calendar_feeds.expires_at), gt(calendar_feeds.expires_at, now))))
    .limit(1);
  return row;
}

/** The live feeds of these subjects (what a dashboard shows). */
export async function findLiveFeeds(db: Db, subjects: string[]): Promise<CalendarFeedRow[]> {
  if (subjects.length === 0) return [];
  return db.select().from(calendar_feeds).where(and(inArray(calendar_feeds.subject, subjects), isNull(calendar_feeds.revoked_at)));
}

/** Revokes the subject's live feed, if any, and adds one with this token hash: in one transaction, so a renewed address stops at once. */
export async function replaceFeed(db: Db, subject: FeedSubject, tokenHash: string, now: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(calendar_feeds).set({ revoked_at: now }).where(and(eq(calendar_feeds.subject, subject.subject), isNull(calendar_feeds.revoked_at)));
    await tx.insert(calendar_feeds).values({ ...subject, token_hash: tokenHash, created_at: now });
  });
}

/** Revokes the subject's live feed; true when there was one. */
export async function revokeFeed(db: Db, subject: string, now: string): Promise<boolean> {
  const result = await db.update(calendar_feeds).set({ revoked_at: now }).where(and(eq(calendar_feeds.subject, subject), isNull(calendar_feeds.revoked_at)));
  return result.rowsAffected > 0;
}

/** Who made a feed: an owner (their own feed), or a practice login (their vet feed, or the practice feed). */
export type FeedMaker = { user_id: number } | { vendor_login_id: number };

/** Revokes the live feeds this person made, all but the subjects kept; in the caller's transaction. */
export async function revokeFeedsMadeBy(tx: Tx, maker: FeedMaker, now: string, keep: string[] = []): Promise<void> {
  const made = 'user_id' in maker ? eq(calendar_feeds.user_id, maker.user_id) : eq(calendar_feeds.vendor_login_id, maker.vendor_login_id);
  const kept = keep.length > 0 ? notInArray(calendar_feeds.subject, keep) : undefined;
  await tx.update(calendar_feeds).set({ revoked_at: now }).where(and(made, isNull(calendar_feeds.revoked_at), kept));
}
