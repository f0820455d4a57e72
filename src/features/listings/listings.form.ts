import qs from 'qs';
import type { ListingInputValue } from './listings.model';
import { urgentFromForm } from './listings.urgent';

type Raw = Record<string, unknown>;

/** qs gives objects for sparse or large indexes; rows are kept in the order the form sent them. */
function rows(value: unknown): Raw[] {
  if (Array.isArray(value)) return value.filter((v): v is Raw => Boolean(v) && typeof v === 'object');
  if (value && typeof value === 'object') return Object.values(value as Raw).filter((v): v is Raw => Boolean(v) && typeof v === 'object');
  return [];
}

const num = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);
const list = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Turns the listing form's fields (named like `consultations[3][schedule][7][days][]`) into the
 * shape ListingInput validates. Rows may carry any unique index: htmx adds them independently.
 */
export function listingFromForm(fields: Record<string, unknown>): ListingInputValue {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of list(value)) if (typeof item === 'string') params.append(key, item);
  }
  const raw = qs.parse(params.toString(), { arrayLimit: 50, depth: 6, parameterLimit: 2000 }) as Raw;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
  return {
    title: text(raw.title) ?? '',
    line1: text(raw.line1) ?? '',
    line2: text(raw.line2),
    address: text(raw.address),
    timezone: text(raw.timezone) ?? '',
    vendor_login_id: raw.vendor_login_id ? (num(raw.vendor_login_id) as number) : undefined,
    managers: list(raw.managers).map(num) as number[],
    consultations: rows(raw.consultations).map((c) => ({
      status: c.status === 'on' || c.status === 'true',
      type: num(c.type) as never,
      duration: num(c.duration) as number,
      price: num(c.price) as number,
      schedule: rows(c.schedule).map((r) => ({
        days: list(r.days) as never,
        from: text(r.from) ?? '',
        to: text(r.to) ?? '',
      })),
    })),
    policy: policyFromForm(raw.policy),
    urgent: urgentFromForm(raw.urgent),
    // A checkbox: left unticked, the form sends nothing for it.
    owner_series: raw.owner_series === 'on' || raw.owner_series === 'true',
  };
}

/** The policy fields (`policy[notice_hours]`…), when its "has a policy" box is ticked; empty amounts are absent. */
function policyFromForm(value: unknown): ListingInputValue['policy'] {
  if (!value || typeof value !== 'object') return undefined;
  const p = value as Raw;
  if (p.enabled !== 'on' && p.enabled !== 'true') return undefined;
  const optional = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : (num(v) as number));
  return {
    notice_hours: num(p.notice_hours) as number,
    inside: p.inside as never,
    refund_percent: p.inside === 'partial' ? optional(p.refund_percent) : undefined,
    fee: p.inside === 'fee' ? optional(p.fee) : undefined,
    reschedule_inside: p.reschedule_inside === 'on' || p.reschedule_inside === 'true',
    no_show_fee: optional(p.no_show_fee),
  };
}

/**
 * The listing form's fields as the browser sent them (a value, or a list when a name repeats),
 * read by its route itself rather than by the framework (see listingsRoutes); no body, or one that
 * is no form, is an empty form.
 */
export async function sentFields(request: Request): Promise<Record<string, unknown>> {
  const form = await request.formData().catch(() => null);
  // No prototype: a field named "__proto__" is a field like any other (and the input walk drops it).
  const fields: Record<string, unknown> = Object.create(null);
  form?.forEach((value, key) => {
    const had = fields[key];
    fields[key] = had === undefined ? value : [had, value].flat();
  });
  return fields;
}

/** A form name as the form's messages are keyed: "consultations[0][price]" → "consultations.0.price", "managers[]" → "managers". */
export const fieldKeyOf = (name: string) => name.replace(/\[([^\]]*)\]/g, (_, key: string) => (key ? `.${key}` : ''));
