import type { AppDeps } from '../../deps';
import { DEFAULT_PRACTICE_LOCALE } from '../../lib/practice-locale';
import { currentReader, isLanguage, readerOf, type Reader } from '../../lib/i18n';
import { findCustomerById } from './accounts.repo';
import { practiceLocaleOf } from './accounts.practices.service';

/*
 * Whom an e-mail or SMS is written for: its recipient, never the person whose action sent it.
 * A person's own language first, else the practice's locale, else English (`readerOf`).
 */

/** A practice's BCP 47 locale (its dates, and the language of those who chose none). */
export async function practiceLocaleTag(deps: AppDeps, vendorId: number | null | undefined): Promise<string> {
  return vendorId ? (await practiceLocaleOf(deps, vendorId)).locale : DEFAULT_PRACTICE_LOCALE.locale;
}

/**
 * A pet owner's reader: their `users.language`, else the locale of the practice the e-mail is
 * about, else of the practice whose site they signed up on (a reminder with no practice at hand).
 */
export async function ownerReader(deps: AppDeps, userId: number, practiceLocale?: string | null): Promise<Reader> {
  const owner = await findCustomerById(deps.database.db, userId);
  const site = practiceLocale ?? (owner?.vendor_id && !owner.language ? await practiceLocaleTag(deps, owner.vendor_id) : null);
  return readerOf({ account: owner?.language, site });
}

/** A person's reader when their row is at hand: their language (owner or team member), else the practice's locale. */
export function accountReader(account: { language?: string | null }, practiceLocale?: string | null): Reader {
  return readerOf({ account: account.language, site: practiceLocale });
}

/** The reader of an e-mail a person asked for themselves (a reset link): their own language, else this request's. */
export function askerReader(account: { language?: string | null }): Reader {
  const now = currentReader();
  return isLanguage(account.language) ? readerOf({ account: account.language, site: now.locale }) : now;
}
