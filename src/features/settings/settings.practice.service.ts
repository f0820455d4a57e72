import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { conflict } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type { FieldErrors } from '../../lib/form-errors';
import type { PracticeLocale } from '../../lib/practice-locale';
import { isCurrency } from '../../lib/money';
import { practiceLocaleOf, setPracticeLocale } from '../accounts/accounts.practices.service';
import { bookingsHoldingMoneyPort } from './settings.ports';
import { PRACTICE_LOCALES, PRACTICE_UNITS, practiceCountries, type PracticeLocaleInput } from './settings.practice.model';
import { SettingsRuleError, rootAdminVendor } from './settings.service';

/** Where the root admin's practice works (country, currency, locale, units); anyone else is told it does not exist. */
export function practiceLocaleFor(deps: AppDeps, principal: Principal): Promise<PracticeLocale> {
  return practiceLocaleOf(deps, rootAdminVendor(principal));
}

/** The input as stored (codes in their usual case), with every value it names that the product does not know. */
function checked(input: PracticeLocaleInput): { locale: PracticeLocale; errors: FieldErrors } {
  const country = input.country.trim().toUpperCase();
  const currency = input.currency.trim().toUpperCase();
  const tag = PRACTICE_LOCALES.find((l) => l.toLowerCase() === input.locale.trim().toLowerCase().replace('_', '-'));
  const units = PRACTICE_UNITS.find((u) => u === input.units.trim().toLowerCase());
  const errors: FieldErrors = {};
  if (!practiceCountries().includes(country)) errors.country = t('Country must be a country code such as US or GB');
  if (!isCurrency(currency)) errors.currency = t('Currency must be a currency code such as USD or GBP');
  if (!tag) errors.locale = t('Language must be one the product speaks, such as en-US, en-GB or es-ES');
  if (!units) errors.units = t('Units must be us or metric');
  return { locale: { country, currency, locale: tag ?? input.locale, units: units ?? 'us' }, errors };
}

/**
 * Saves where the practice works. Its currency may not change while a booking holds money in
 * the old one (unpaid, or paid and upcoming): a refund goes back in the currency that was paid.
 */
export async function savePracticeLocale(deps: AppDeps, principal: Principal, input: PracticeLocaleInput): Promise<PracticeLocale> {
  const vendorId = rootAdminVendor(principal);
  const { locale, errors } = checked(input);
  if (Object.keys(errors).length > 0) throw new SettingsRuleError(errors);
  const before = await practiceLocaleOf(deps, vendorId);
  if (locale.currency !== before.currency) {
    const count = await bookingsHoldingMoneyPort.of(deps.database.db)(deps.database.db, vendorId, deps.clock());
    if (count > 0) {
      throw conflict('{count, plural, one {The currency cannot change while # booking is unpaid or paid and still to come} other {The currency cannot change while # bookings are unpaid or paid and still to come}}', 'currency', { count });
    }
  }
  await setPracticeLocale(deps, vendorId, locale);
  return locale;
}
