import { unprocessable } from '../../lib/errors';
import type { FieldErrors } from '../../lib/form-errors';
import { currentReader, t, type MessageKey, type MessageValues } from '../../lib/i18n';
import { countryName, parseMobile, phoneCountryOf } from '../../lib/phone';
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
