import type { AppDeps } from '../../deps';
import { containsPattern } from '../../lib/like';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { priceLabel } from '../../lib/money';
import { formatSlot } from '../../lib/time';
import { practiceLocaleOf, practiceNames, practicesMatching, practicesNotTakingBookings } from '../accounts/accounts.practices.service';
import { searchListings, type PublicListing } from '../listings/listings.service';
import { nextFreeSlots } from '../availability/availability.service';
import { FIND_LISTINGS_PER_PRACTICE, FIND_PAGE_SIZE, type FindSearch } from './public-site.find.model';

/** How many practices a keyword may name through their name or their vets' names. */
const KEYWORD_PRACTICES_MAX = 500;

export interface FoundConsultation {
  type: number;
  label: string;
  priceLabel: string;
  /** The next free slot as people read it ("Mon, Nov 23, 2026 · 09:00 EST"), or null when none in the booking horizon. */
  next: { start: string; text: string } | null;
}

export interface FoundListing {
  id: number;
  title: string;
  /** Line 1, line 2 and the address, joined. */
  place: string;
  consultations: FoundConsultation[];
  /** Opens the wizard for this practice with this listing (and the searched type) chosen. */
  bookUrl: string;
}

export interface FoundPractice {
  id: number;
  name: string;
  listings: FoundListing[];
}

export interface FindResults {
  practices: FoundPractice[];
  hasMore: boolean;
}

/** The wizard for a practice chosen from the search (the main host's booking path). */
export function bookUrlFor(vendorId: number, listingId: number, type: number | null): string {
  const params = new URLSearchParams({ practice: String(vendorId), listing: String(listingId) });
  if (type !== null) params.set('type', String(type));
  return `/book?${params}`;
}

async function foundListing(deps: AppDeps, vendorId: number, listing: PublicListing, search: FindSearch, viewerZone: string | null): Promise<FoundListing> {
  // The searcher's zone: one they named, else their browser's; the practice's only before either is known.
  const zone = search.tz ?? viewerZone ?? listing.timezone;
  // Only the consultations shown are worked out (a type searched for: that one).
  const shown = search.type === null ? listing.consultations : listing.consultations.filter((c) => c.type === search.type);
  const next = await nextFreeSlots(deps, { ...listing, consultations: shown }, zone);
  const { currency } = await practiceLocaleOf(deps, vendorId);
  return {
    id: listing.id,
    title: listing.title,
    place: [listing.line1, listing.line2, listing.address].filter(Boolean).join(', '),
    bookUrl: bookUrlFor(vendorId, listing.id, search.type),
    consultations: shown.map((c) => {
      const slot = next.get(c.type) ?? null;
      return {
        type: c.type,
        label: consultationTypeLabel(c.type),
        priceLabel: priceLabel(c.price, currency),
        next: slot ? { start: slot.start, text: formatSlot(slot.start, zone) } : null,
      };
    }),
  };
}

/**
 * Finds practices for owners (spec §3 public state: location and keyword): the keyword matches
 * a practice's name, a vet's name or a listing's title; the location a listing's address lines;
 * the type an enabled consultation. A page of practices at a time, each with its matching
 * listings, their prices and each consultation's next free slot. Suspended practices are left out.
 */
export async function findPractices(deps: AppDeps, search: FindSearch, viewerZone: string | null = null): Promise<FindResults> {
  const keyword = search.q ? containsPattern(search.q) : undefined;
  const [keywordVendorIds, excludeVendorIds] = await Promise.all([
    search.q ? practicesMatching(deps, search.q, KEYWORD_PRACTICES_MAX) : Promise.resolve([]),
    practicesNotTakingBookings(deps),
  ]);
  const found = await searchListings(
    deps,
    { keyword, keywordVendorIds, location: search.where ? containsPattern(search.where) : undefined, type: search.type ?? undefined, excludeVendorIds },
    { limit: FIND_PAGE_SIZE, offset: (search.page - 1) * FIND_PAGE_SIZE, perPractice: FIND_LISTINGS_PER_PRACTICE },
  );
  const names = await practiceNames(deps, found.practices.map((p) => p.vendorId));
  const practices = await Promise.all(
    found.practices.map(async (p) => ({
      id: p.vendorId,
      name: names.get(p.vendorId) ?? '',
      listings: await Promise.all(p.listings.map((l) => foundListing(deps, p.vendorId, l, search, viewerZone))),
    })),
  );
  return { practices, hasMore: found.hasMore };
}
