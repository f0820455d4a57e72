import { unprocessable } from '../../lib/errors';
import type { FieldErrors } from '../../lib/form-errors';
import { currentReader, t, type MessageKey, type MessageValues } from '../../lib/i18n';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { countryName, formatPhone, parseMobile, phoneCountryOf, readerPhoneCountry } from '../../lib/phone';
import { practiceLocaleOf } from './accounts.practices.service';
import type { Tenant } from '../../lib/tenant';

/** A body's mobile beside its optional country (the site's default when absent or empty). */
export interface TypedMobile {
  mobile: string;
  country?: string;
  /** The body's name for the number: `phone` in forms and signup, `mobile` in the OTP calls. */
  field: string;
}

type Refusal = { field: string; key: MessageKey; values?: MessageValues };

function refusal(typed: TypedMobile, fallback: string): { e164: string } | Refusal {
  const country = typed.country || fallback;
  const check = parseMobile(typed.mobile, country);
  if (check.ok) return { e164: check.e164 };
  if (check.problem === 'country') return { field: 'country', key: '{country} is not a known country', values: { country } };
  if (check.problem === 'length') return { field: typed.field, key: 'Mobile number must be 10 digits' };
  return { field: typed.field, key: 'Enter a valid mobile number for {country}', values: { country: countryName(check.country, currentReader().locale) } };
}

/** The number as stored, sent and looked up (E.164), or a 422 naming `country` or the number's field, in the reader's language. */
export function mobileE164(typed: TypedMobile, fallback: string): string {
  const answer = refusal(typed, fallback);
  if ('e164' in answer) return answer.e164;
  throw unprocessable(answer.key, answer.field, answer.values);
}

/** What is wrong with a form's number, as the form shows it beside the field (nothing when it is a mobile). */
export function mobileErrors(typed: TypedMobile, fallback: string): FieldErrors {
  if (!typed.mobile) return {};
  const answer = refusal(typed, fallback);
  return 'e164' in answer ? {} : { [answer.field]: t(answer.key, answer.values) };
}

/** A body's number, named `field`, with its optional `country`, as E.164 (or the 422 of mobileE164). */
export function bodyMobile<T extends { country?: string }>(body: T, field: keyof T & string, tenant: Tenant): string {
  return mobileE164({ mobile: String(body[field] ?? ''), country: body.country, field }, phoneCountryOf(tenant));
}

/** A form's number as E.164, or undefined when it is none (the form shows mobileErrors). */
export function formMobile(body: Record<string, string | undefined>, field: string, tenant: Tenant): string | undefined {
  const answer = refusal({ mobile: body[field] ?? '', country: body.country, field }, phoneCountryOf(tenant));
  return 'e164' in answer ? answer.e164 : undefined;
}

/** Whose country phones are shown in: a practice's team sees its practice's, anyone else their language's region. */
export async function phoneViewerCountry(deps: AppDeps, principal: Principal | null | undefined): Promise<string> {
  if (principal?.vendor_id) return (await practiceLocaleOf(deps, principal.vendor_id)).country;
  return readerPhoneCountry(currentReader().locale);
}

/** A row with a stored phone, its phone as the viewer reads it (HTML only: the JSON API keeps E.164). */
export function withShownPhone<T extends { phone: string | null }>(row: T, viewerCountry: string): T {
  return { ...row, phone: row.phone ? formatPhone(row.phone, viewerCountry) : row.phone };
}
