import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import type { FieldErrors } from '../../lib/form-errors';
import { LANGUAGES, isLanguage, t, type Language } from '../../lib/i18n';
import { UNIT_SYSTEMS, isUnits, type Units } from '../../lib/units';
import { practiceLocaleOf } from './accounts.practices.service';
import { isPracticeLogin } from '../../lib/policy';

/** What a person chose to read the product in: a language and tracker units (each left as it was when not sent). */
export interface Preferences {
  language?: Language;
  units?: Units;
}

const CHOICES = { language: { is: isLanguage, all: LANGUAGES }, units: { is: isUnits, all: UNIT_SYSTEMS } } as const;

/** The language and units a profile form or its JSON sent; a value that is not one of the choices is an error naming its field. */
export function preferencesOf(body: Record<string, unknown>): { preferences: Preferences; errors: FieldErrors } {
  const preferences: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [field, choice] of Object.entries(CHOICES)) {
    const value = body[field];
    if (value === undefined) continue;
    if (choice.is(value)) preferences[field] = value;
    else errors[field] = t('{field} must be one of: {choices}', { field, choices: choice.all.join(', ') });
  }
  return { preferences: preferences as Preferences, errors };
}

/**
 * The units a person reads trackers in: their own choice, else their practice's (a practice's
 * team) or the practice site's they are on, else the spec's (us).
 */
export async function unitsOfPerson(deps: AppDeps, principal: Principal | null, tenant: Tenant): Promise<Units> {
  if (isUnits(principal?.units)) return principal.units;
  if (isPracticeLogin(principal) && principal?.vendor_id) return (await practiceLocaleOf(deps, principal.vendor_id)).units;
  return tenant.kind === 'site' ? tenant.practice.units : 'us';
}
