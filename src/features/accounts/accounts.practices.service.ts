import type { AppDeps } from '../../deps';
import { isZone } from '../../lib/time';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { stampedReads } from '../../lib/stamped-cache';
import { readerOf, type Reader } from '../../lib/i18n';
import { DEFAULT_PRACTICE_LOCALE, type PracticeLocale } from '../../lib/practice-locale';
import { findPracticeContact, findSuspendedVendorIds, findTeam, findVendorById, findVendorIdsMatching, findVendorNames, findVendorSuspension, updateVendorLocale } from './accounts.repo';

/** A practice's team (its logins), in the order they joined: listing owners and managers are chosen from it. */
export function teamOf(deps: AppDeps, vendorId: number) {
  return findTeam(deps.database.db, vendorId);
}

/** The practice's name as its people see it, or "Your practice" when there is none. */
export async function practiceName(deps: AppDeps, vendorId: number): Promise<string> {
  return (await findVendorById(deps.database.db, vendorId))?.name ?? t('Your practice');
}

interface PracticeContact {
  name: string | null;
  /** Where the practice hears about a listing's bookings: the listing owner's login, else the practice's own address. */
  email: string | null;
  /** The login a practice booking link is made out to (0 when the practice's address is used). */
  loginId: number;
  /** Whom its e-mails are written for: the login's language, else the practice's locale (`readerOf`). */
  reader: Reader;
  /** The practice's BCP 47 locale: an owner without a language of their own reads its e-mails in it. */
  locale: string;
  /** The number an owner calls: the practice's mobile, else the listing owner's phone. */
  phone: string | null;
}

/** Who at a practice hears about a listing's bookings (the one way it is found). */
export function practiceContact(deps: AppDeps, vendorId: number, listingOwnerId: number | null): Promise<PracticeContact> {
  const db = deps.database.db;
  return contacts(db, `${vendorId}:${listingOwnerId}`, async () => {
    const found = await findPracticeContact(db, vendorId, listingOwnerId);
    const locale = found?.locale ?? DEFAULT_PRACTICE_LOCALE.locale;
    const reader = readerOf({ account: found?.ownerId ? found.ownerLanguage : null, site: locale });
    return { name: found?.name ?? null, email: found?.ownerEmail ?? found?.details.email ?? null, loginId: found?.ownerId ?? 0, reader, locale, phone: found?.details.mobile || found?.ownerPhone || null };
  });
}

/** Every booking's e-mails ask for it: kept while no practice and no login changes. */
const contacts = stampedReads<PracticeContact>(5_000, ['vendors', 'vendor_logins']);

/** The zone a practice gave at signup, if any (its new listings start in it). */
export async function practiceSignupZone(deps: AppDeps, vendorId: number): Promise<string | null> {
  const zone = (await findVendorById(deps.database.db, vendorId))?.details.timezone;
  return zone && isZone(zone) ? zone : null;
}

/** What a suspended practice's site says, and what booking one of its slots answers. */
export const NOT_TAKING_BOOKINGS = 'This practice is not taking bookings';

/** The one rule of suspension: a practice a platform admin suspended takes no bookings until restored. */
export function isTakingBookings(deps: AppDeps, vendorId: number): Promise<boolean> {
  const db = deps.database.db;
  return taking(db, String(vendorId), async () => !(await findVendorSuspension(db, vendorId))?.suspended_at);
}

/** Asked by every booking: kept while no practice changes (a suspension or restore is one). */
const taking = stampedReads<boolean>(5_000, ['vendors']);

export async function assertTakingBookings(deps: AppDeps, vendorId: number): Promise<void> {
  if (!(await isTakingBookings(deps, vendorId))) throw new AppError(409, NOT_TAKING_BOOKINGS);
}

/** The owners' search: practices whose name or one of whose vets' names contains the keyword (at most `limit`). */
export function practicesMatching(deps: AppDeps, keyword: string, limit: number): Promise<number[]> {
  return findVendorIdsMatching(deps.database.db, keyword, limit);
}

/** Practices that take no bookings now (suspended): the search leaves them out. */
export function practicesNotTakingBookings(deps: AppDeps): Promise<number[]> {
  return findSuspendedVendorIds(deps.database.db);
}

/** The names of these practices, by id. */
export async function practiceNames(deps: AppDeps, ids: number[]): Promise<Map<number, string>> {
  const rows = ids.length === 0 ? [] : await findVendorNames(deps.database.db, ids);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A practice an owner chose to book with from the main host: its name and whether it takes bookings; null when there is none. */
export async function practiceToBook(deps: AppDeps, vendorId: number): Promise<{ name: string; takingBookings: boolean } | null> {
  const vendor = await findVendorById(deps.database.db, vendorId);
  return vendor ? { name: vendor.name, takingBookings: !vendor.suspended_at } : null;
}

/** A practice's country, currency, locale and units: asked on every request to its site, kept while the practices are unchanged. */
export function practiceLocaleOf(deps: AppDeps, vendorId: number): Promise<PracticeLocale> {
  const db = deps.database.db;
  return locales(db, String(vendorId), async () => {
    const vendor = await findVendorById(db, vendorId);
    if (!vendor) return DEFAULT_PRACTICE_LOCALE;
    return { country: vendor.country, currency: vendor.currency, locale: vendor.locale, units: vendor.units === 'metric' ? 'metric' : 'us' };
  });
}

const locales = stampedReads<PracticeLocale>(5_000, ['vendors']);

/** Sets where a practice works; whether it may (its bookings, its currency) is the caller's rule. */
export async function setPracticeLocale(deps: AppDeps, vendorId: number, locale: PracticeLocale): Promise<void> {
  await updateVendorLocale(deps.database.db, vendorId, locale, deps.clock().toISOString());
}
