import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, notFound } from '../../lib/errors';
import { can, isPracticeLogin, isTeamMember } from '../../lib/policy';
import { DEFAULT_PRACTICE_ZONE, isZone, minutesOf, zoneMessage } from '../../lib/time';
import { enabledConsultations } from '../../lib/consultations';
import { practiceLocaleOf, practiceSignupZone } from '../accounts/accounts.practices.service';
import { fitsCurrency, currencyDigits, toMinor, toUnits } from '../../lib/money';
import { t } from '../../lib/i18n';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors';
import type { CancelPolicy, Consultation, Listing, UrgentSetting } from '../../../db/schema';
import { storePublicImage } from '../files/files.service';
import { teamOf as practiceTeam } from '../accounts/accounts.practices.service';
import {
  findListingById,
  findListingVersion,
  findListingOfVendor,
  findListingsByVendor,
  findListingsManagedBy,
  findListingTitles,
  findManagedListingIds,
  findListingsOwnedOrManagedBy,
  insertListing,
  updateListing,
  countListingsByVendor,
  findFirstListingZone,
  findListingSummaries,
  findAllListings,
  findSearchListings,
  findSearchVendorIds,
  type ListingSearch,
} from './listings.repo';

export type { ListingSearch };
import { ListingInput, type ListingInputValue } from './listings.model';
import { policyErrors, storedPolicy } from './listings.policy';
import { storedUrgent, urgentErrors } from './listings.urgent';

/** Thrown with every rule a listing breaks, each under its field's path. */
export class ListingRuleError extends AppError {
  constructor(readonly errors: FieldErrors) {
    super(422, Object.values(errors)[0] ?? 'Invalid listing');
  }
}

/* ---------- the team rules (spec §6) are the policy's (lib/policy.ts) ---------- */

/** The ids of the listings a team member manages; null for a root admin, who manages them all. */
export async function managedListingIds(deps: AppDeps, principal: Principal): Promise<number[] | null> {
  if (!isTeamMember(principal)) return null;
  return findManagedListingIds(deps.database.db, vendorOf(principal), principal.id);
}

/** The ids of the listings of a practice this login is named a manager of, whatever its sub-role: its own calendar (a vet's feed). */
export function listingIdsManagedBy(deps: AppDeps, vendorId: number, loginId: number): Promise<number[]> {
  return findManagedListingIds(deps.database.db, vendorId, loginId);
}

function vendorOf(user: Principal): number {
  if (!isPracticeLogin(user) || !user.vendor_id) throw new AppError(403, 'unauthorized');
  return user.vendor_id;
}

/** A root admin sees every listing of the practice; a team member only those they manage (spec §6). */
export function listingsFor(deps: AppDeps, user: Principal): Promise<Listing[]> {
  const vendorId = vendorOf(user);
  return isTeamMember(user) ? findListingsManagedBy(deps.database.db, vendorId, user.id) : findListingsByVendor(deps.database.db, vendorId, 'newest');
}

/** One listing the person may edit; another practice's, or one a team member does not manage, is "not found". */
export async function listingForEdit(deps: AppDeps, user: Principal, id: number): Promise<Listing> {
  const listing = await findListingOfVendor(deps.database.db, vendorOf(user), id);
  if (!listing || !can(user, 'listing:edit', listing, deps.clock())) throw notFound('Listing not found');
  return listing;
}

/**
 * The zone a new listing starts in: the zone most of the practice's listings
 * use, else the one it gave at signup, else the product's default; never the browser's.
 */
export async function defaultZoneFor(deps: AppDeps, user: Principal): Promise<string> {
  const vendorId = vendorOf(user);
  const counts = new Map<string, number>();
  for (const listing of await findListingsByVendor(deps.database.db, vendorId)) {
    if (isZone(listing.timezone)) counts.set(listing.timezone, (counts.get(listing.timezone) ?? 0) + 1);
  }
  const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return common ?? (await practiceSignupZone(deps, vendorId)) ?? DEFAULT_PRACTICE_ZONE;
}

/** The currency the person's practice prices its consultations in (ISO 4217). */
export async function currencyFor(deps: AppDeps, user: Principal): Promise<string> {
  return (await practiceLocaleOf(deps, vendorOf(user))).currency;
}

/** A listing's consultations as its form shows them: prices in the currency's units (4000 pence → 40). */
export function consultationsInUnits(consultations: Consultation[], currency: string): Consultation[] {
  return consultations.map((c) => ({ ...c, price: Number.isFinite(c.price) ? toUnits(c.price, currency) : c.price }));
}

export function teamOf(deps: AppDeps, user: Principal) {
  return practiceTeam(deps, vendorOf(user));
}

/** Any listing by id, for the features that book and show it (who may act on it is theirs to check). */
export function listingById(deps: AppDeps, id: number): Promise<Listing | undefined> {
  return findListingById(deps.database.db, id);
}

/** The versions a listing's free slots are kept under: "<last edit> <bookings' version>", or undefined when there is no such listing. */
export async function listingVersion(deps: AppDeps, id: number): Promise<string | undefined> {
  const row = await findListingVersion(deps.database.db, id);
  return row && `${row.updated_at} ${row.availability_version}`;
}

/** Id and title of the listings a practice person may filter appointments by: all of the practice's, or a team member's own. */
export async function listingTitlesFor(deps: AppDeps, principal: Principal): Promise<{ id: number; title: string }[]> {
  if (!isPracticeLogin(principal) || !principal.vendor_id) return [];
  return findListingTitles(deps.database.db, principal.vendor_id, (await managedListingIds(deps, principal)) ?? undefined);
}

/** A listing as owners see it: only its enabled consultations. */
export interface PublicListing {
  id: number;
  title: string;
  line1: string;
  line2: string | null;
  address: string | null;
  avatar: string | null;
  timezone: string;
  consultations: Consultation[];
  /** The cancellation policy the owner is shown before paying. */
  policy: CancelPolicy | null;
  /** The share of slots held for urgent cases (the slot engine's to apply; never shown as such). */
  urgent: UrgentSetting | null;
}

/** A practice's listings shown to owners, oldest first; one with no enabled consultation is not shown (spec §3). */
export async function visibleListings(deps: AppDeps, vendorId: number): Promise<PublicListing[]> {
  const rows = await findListingsByVendor(deps.database.db, vendorId);
  return rows.map(publicListing).filter((listing) => listing.consultations.length > 0);
}

function publicListing(row: Listing): PublicListing {
  const { id, title, line1, line2, address, avatar, timezone, policy, urgent } = row;
  return { id, title, line1, line2, address, avatar, timezone, policy: policy ?? null, urgent, consultations: enabledConsultations(row.consultations) };
}

/** The owners' search over listings (see ListingSearch): practices a page at a time, each with its matching visible listings. */
export async function searchListings(deps: AppDeps, search: ListingSearch, page: { limit: number; offset: number; perPractice: number }) {
  const db = deps.database.db;
  // One more than a page tells whether there is a next one.
  const vendorIds = await findSearchVendorIds(db, search, page.limit + 1, page.offset);
  const shown = vendorIds.slice(0, page.limit);
  const rows = shown.length === 0 ? [] : await findSearchListings(db, search, shown, shown.length * page.perPractice);
  const practices = shown.map((vendorId) => ({
    vendorId,
    listings: rows.filter((r) => r.vendor_id === vendorId).slice(0, page.perPractice).map(publicListing),
  }));
  return { practices, hasMore: vendorIds.length > page.limit };
}

/** Every practice's listings an owner can ask for a second opinion or house visit: those with an enabled consultation. */
export async function requestableListings(deps: AppDeps): Promise<(PublicListing & { vendor_id: number })[]> {
  const rows = await findAllListings(deps.database.db, 500);
  return rows
    .map((row) => ({ ...row, consultations: enabledConsultations(row.consultations) }))
    .filter((listing) => listing.consultations.length > 0);
}

/** Every rule a listing breaks (spec §5 Listing): the schema's, then those a schema cannot state. */
function listingErrors(input: ListingInputValue, team: { id: number }[], currency: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!isZone(input.timezone)) errors.timezone = zoneMessage('Timezone');
  if (team.length > 1 && !input.vendor_login_id) errors.vendor_login_id = 'Listing owner is required';
  const teamIds = new Set(team.map((m) => m.id));
  if (input.vendor_login_id && !teamIds.has(input.vendor_login_id)) errors.vendor_login_id = 'Listing owner must be a team member';
  if ((input.managers ?? []).some((id) => !teamIds.has(id))) errors.managers = 'Managers must be team members';
  const seen = new Set<number>();
  input.consultations.forEach((consultation, ci) => {
    if (seen.has(consultation.type)) errors[`consultations.${ci}.type`] = 'Each consultation type can be listed once';
    if (typeof consultation.price === 'number' && !fitsCurrency(consultation.price, currency)) errors[`consultations.${ci}.price`] = priceDigitsMessage(currency);
    seen.add(consultation.type);
    (consultation.schedule ?? []).forEach((row, ri) => {
      if (!(minutesOf(row.from) < minutesOf(row.to))) errors[`consultations.${ci}.schedule.${ri}.to`] = 'To must be after From';
    });
  });
  return { ...errors, ...policyErrors(input, currency), ...urgentErrors(input.urgent), ...fieldErrors(ListingInput, input) };
}

/** A price typed with more decimals than the practice's currency has. */
function priceDigitsMessage(currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? t('Price must be a whole number of {currency}', { currency }) : t('Price can have at most {digits, plural, one {# decimal} other {# decimals}}', { digits });
}

/** Throws every rule the input breaks (ListingRuleError), for a save that asks a question first: what is wrong is said before anything is asked. */
export async function assertListingRules(deps: AppDeps, user: Principal, input: ListingInputValue): Promise<void> {
  const vendorId = vendorOf(user);
  const errors = listingErrors(input, await practiceTeam(deps, vendorId), (await practiceLocaleOf(deps, vendorId)).currency);
  if (Object.keys(errors).length > 0) throw new ListingRuleError(errors);
}

/**
 * Creates (id null) or updates a listing of the person's practice, with an optional new avatar
 * image. Nothing is stored unless every rule holds. The owner is always among the managers.
 */
export async function saveListing(deps: AppDeps, user: Principal, id: number | null, input: ListingInputValue, avatarFile?: File | null): Promise<Listing> {
  const vendorId = vendorOf(user);
  const existing = id === null ? null : await listingForEdit(deps, user, id);
  const team = await practiceTeam(deps, vendorId);
  const { currency } = await practiceLocaleOf(deps, vendorId);
  const errors = listingErrors(input, team, currency);
  if (Object.keys(errors).length > 0) throw new ListingRuleError(errors);
  const avatar = avatarFile ? await storePublicImage(deps, 'vendor_services_avatar', avatarFile, 'avatar') : undefined;

  const owner = input.vendor_login_id ?? (team.length === 1 ? team[0]!.id : user.id);
  const managers = new Set([owner, ...(input.managers ?? [])]);
  // A team member keeps access to what they edit.
  if (isTeamMember(user)) managers.add(user.id);
  const values = {
    title: input.title,
    line1: input.line1,
    line2: input.line2 || null,
    address: input.address || null,
    timezone: input.timezone,
    vendor_login_id: owner,
    managers: [...managers],
    // Typed in the currency's units; kept in its minor units, as every amount is.
    consultations: input.consultations.map((c) => ({ ...c, price: toMinor(c.price, currency) })),
    policy: storedPolicy(input.policy, currency),
    ...(avatar ? { avatar } : {}),
    ...(input.urgent ? { urgent: storedUrgent(input.urgent) } : {}),
    ...(input.owner_series !== undefined ? { owner_series: input.owner_series } : {}),
  };
  // The practice's public page and the listing's free slots are kept by versions the database raises with this write.
  const db = deps.database.db;
  if (!existing) return insertListing(db, { ...values, vendor_id: vendorId });
  await updateListing(db, existing.id, vendorId, values);
  return { ...existing, ...values };
}

/** The listings a team member owns or manages: removing them asks who takes these over. */
export function listingsOfMember(deps: AppDeps, vendorId: number, loginId: number): Promise<Listing[]> {
  return findListingsOwnedOrManagedBy(deps.database.db, vendorId, loginId);
}

/**
 * Hands a leaving member's listings to another member of the same practice: ownership moves
 * to them, and they replace the leaver among the managers.
 */
export async function handOverListings(deps: AppDeps, vendorId: number, fromId: number, toId: number): Promise<number> {
  const listings = await findListingsOwnedOrManagedBy(deps.database.db, vendorId, fromId);
  // Owners and managers are not on the practice's public page: its version stays.
  for (const listing of listings) {
    const owner = listing.vendor_login_id === fromId || listing.vendor_login_id === null ? toId : listing.vendor_login_id;
    const managers = new Set(listing.managers.filter((id) => id !== fromId));
    managers.add(toId);
    managers.add(owner);
    await updateListing(deps.database.db, listing.id, vendorId, { vendor_login_id: owner, managers: [...managers] });
  }
  return listings.length;
}

/* ---------- what the reports and the platform admin read of listings ---------- */

/** The zone a practice's reports call "today" in: its first listing's, UTC when it has none. */
export async function practiceZone(deps: AppDeps, vendorId: number): Promise<string> {
  const [first] = await findFirstListingZone(deps.database.db, vendorId);
  return first?.timezone ?? 'UTC';
}

/** Id, practice and title of listings by id (a report names the listings it counts). */
export function listingSummaries(deps: AppDeps, ids: number[]) {
  return ids.length === 0 ? Promise.resolve([]) : findListingSummaries(deps.database.db, ids);
}

/** How many listings each practice has. */
export async function listingCounts(deps: AppDeps, vendorIds: number[]): Promise<Map<number, number>> {
  const rows = vendorIds.length === 0 ? [] : await countListingsByVendor(deps.database.db, vendorIds);
  return new Map(rows.map((r) => [r.vendor_id, Number(r.count)]));
}
