import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { users, waitlist_entries, waitlist_offers, type WaitlistEntry, type WaitlistOffer } from '../../../db/schema';

/* The waitlist_entries and waitlist_offers tables (waitlist owns them). */
type Conn = Db | Tx;

export type NewEntry = Pick<WaitlistEntry, 'user_id' | 'pet_id' | 'vendor_id' | 'vendor_listing_id' | 'type' | 'date_from' | 'date_to'>;

/** The owner's live entry (waiting or offered) for the listing and type whose range meets [from, to]: joining again answers it. */
export async function findOverlappingEntry(conn: Conn, entry: NewEntry): Promise<WaitlistEntry | undefined> {
  const [row] = await conn
    .select()
    .from(waitlist_entries)
    .where(
      and(
        eq(waitlist_entries.user_id, entry.user_id),
        eq(waitlist_entries.vendor_listing_id, entry.vendor_listing_id),
        eq(waitlist_entries.type, entry.type),
        inArray(waitlist_entries.state, ['waiting', 'offered']),
        lte(waitlist_entries.date_from, entry.date_to),
        gte(waitlist_entries.date_to, entry.date_from),
      ),
    )
    .orderBy(asc(waitlist_entries.id))
    .limit(1);
  return row;
}

export async function insertEntry(tx: Tx, entry: NewEntry, now: string): Promise<WaitlistEntry> {
  const [row] = await tx.insert(waitlist_entries).values({ ...entry, created_at: now, updated_at: now }).returning();
  return row!;
}

export async function findEntry(conn: Conn, id: number): Promise<WaitlistEntry | undefined> {
  const [row] = await conn.select().from(waitlist_entries).where(eq(waitlist_entries.id, id));
  return row;
}

/** Moves an entry from one state to another; answers whether this call moved it (another process may have). */
export async function moveEntry(conn: Conn, id: number, from: WaitlistEntry['state'][], to: WaitlistEntry['state'], now: string): Promise<boolean> {
  const rows = await conn
    .update(waitlist_entries)
    .set({ state: to, updated_at: now })
    .where(and(eq(waitlist_entries.id, id), inArray(waitlist_entries.state, from)))
    .returning({ id: waitlist_entries.id });
  return rows.length > 0;
}

/** An owner's entries, newest first. */
export function findEntriesOfUser(db: Db, userId: number): Promise<WaitlistEntry[]> {
  return db.select().from(waitlist_entries).where(eq(waitlist_entries.user_id, userId)).orderBy(desc(waitlist_entries.id)).limit(200);
}

/** A practice's entries still live or recently ended, with who waits, in waitlist order per listing. */
export function findEntriesOfPractice(db: Db, vendorId: number) {
  return db
    .select({ entry: waitlist_entries, first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(waitlist_entries)
    .innerJoin(users, eq(users.id, waitlist_entries.user_id))
    .where(eq(waitlist_entries.vendor_id, vendorId))
    .orderBy(asc(waitlist_entries.vendor_listing_id), asc(waitlist_entries.id))
    .limit(1000);
}

/** Listings and types with someone waiting (the offer pass's work). */
export function findWaitingGroups(db: Db) {
  return db
    .selectDistinct({ listingId: waitlist_entries.vendor_listing_id, type: waitlist_entries.type })
    .from(waitlist_entries)
    .where(eq(waitlist_entries.state, 'waiting'));
}

/** Waiting entries of a listing and type, in waitlist order (first come first). */
export function findWaiting(conn: Conn, listingId: number, type: number): Promise<WaitlistEntry[]> {
  return conn
    .select()
    .from(waitlist_entries)
    .where(and(eq(waitlist_entries.vendor_listing_id, listingId), eq(waitlist_entries.type, type), eq(waitlist_entries.state, 'waiting')))
    .orderBy(asc(waitlist_entries.id));
}

/** Entries offered this slot before (declined or expired): they are not offered it again. */
export async function entriesOfferedSlot(conn: Conn, listingId: number, slot: string): Promise<Set<number>> {
  const rows = await conn
    .select({ entry: waitlist_offers.entry_id })
    .from(waitlist_offers)
    .where(and(eq(waitlist_offers.vendor_listing_id, listingId), eq(waitlist_offers.slot, slot)));
  return new Set(rows.map((row) => row.entry));
}

export type NewOffer = Pick<WaitlistOffer, 'entry_id' | 'vendor_listing_id' | 'slot' | 'slot_end' | 'booking_id' | 'token' | 'expires_at'>;

export async function insertOffer(tx: Tx, offer: NewOffer, now: string): Promise<WaitlistOffer> {
  const [row] = await tx.insert(waitlist_offers).values({ ...offer, created_at: now, updated_at: now }).returning();
  return row!;
}

export async function findOfferByToken(db: Db, token: string): Promise<WaitlistOffer | undefined> {
  const [row] = await db.select().from(waitlist_offers).where(eq(waitlist_offers.token, token));
  return row;
}

/** Open offers whose time ran out at `now`. */
export async function findExpiredOpenOffers(db: Db, now: string, limit: number): Promise<WaitlistOffer[]> {
  return db
    .select()
    .from(waitlist_offers)
    .where(and(eq(waitlist_offers.state, 'open'), lte(waitlist_offers.expires_at, now)))
    .orderBy(asc(waitlist_offers.id))
    .limit(limit);
}

/** Ends an open offer; answers it when this call ended it (one process of two does). */
export async function endOffer(tx: Tx, id: number, state: 'accepted' | 'declined' | 'expired', now: string): Promise<WaitlistOffer | undefined> {
  const [row] = await tx
    .update(waitlist_offers)
    .set({ state, updated_at: now })
    .where(and(eq(waitlist_offers.id, id), eq(waitlist_offers.state, 'open')))
    .returning();
  return row;
}

/** The open offer of this owner for this slot (a paid booking takes it). */
export async function findOpenOfferOf(tx: Tx, userId: number, listingId: number, slot: string): Promise<WaitlistOffer | undefined> {
  const [row] = await tx
    .select({ offer: waitlist_offers })
    .from(waitlist_offers)
    .innerJoin(waitlist_entries, eq(waitlist_entries.id, waitlist_offers.entry_id))
    .where(and(eq(waitlist_entries.user_id, userId), eq(waitlist_offers.vendor_listing_id, listingId), eq(waitlist_offers.slot, slot), eq(waitlist_offers.state, 'open')))
    .limit(1);
  return row?.offer;
}

/** An entry's open offer, if it has one. */
export async function findOpenOfferOfEntry(tx: Tx, entryId: number): Promise<WaitlistOffer | undefined> {
  const [row] = await tx.select().from(waitlist_offers).where(and(eq(waitlist_offers.entry_id, entryId), eq(waitlist_offers.state, 'open')));
  return row;
}

/** Ends entries whose last day is before `today` (a date; the listing's zone is at most a day off, so a day's margin). */
export async function expirePastEntries(db: Db, before: string, now: string): Promise<void> {
  await db
    .update(waitlist_entries)
    .set({ state: 'expired', updated_at: now })
    .where(and(eq(waitlist_entries.state, 'waiting'), sql`${waitlist_entries.date_to} < ${before}`));
}

/** How many offers wait for their owner (the /metrics backlog). */
export async function countOpenOffers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waitlist_offers).where(eq(waitlist_offers.state, 'open'));
  return row?.n ?? 0;
}
