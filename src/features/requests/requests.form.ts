import type { FormValues } from './views/RequestFields';

/** A form's ids as numbers (so the schema names a bad one), anything else as it came. */
const num = (v: unknown) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v === '' ? undefined : v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A multipart body arrives with `payment.name` as `{ payment: { name } }`: back to the dotted names the form uses. */
function flatEntries(body: unknown, prefix = ''): [string, unknown][] {
  return Object.entries((body ?? {}) as Record<string, unknown>).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof File) ? flatEntries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** A posted form's fields, as the page re-shows them; files are set apart. */
export function formFields(body: unknown): { values: FormValues; files: File[] } {
  const values: FormValues = {};
  const files: File[] = [];
  for (const [key, value] of flatEntries(body)) {
    const items = [value].flat();
    files.push(...items.filter((v): v is File => v instanceof File && v.size > 0));
    const kept = items.filter((v) => !(v instanceof File));
    values[key] = kept.length > 1 || key === 'records' ? kept : kept[0];
  }
  return { values, files };
}

/** The card fields, when any was filled in (`payment.name` …), as the payment object. */
export function cardOf(values: FormValues) {
  const keys = ['name', 'cardNumber', 'expDt', 'ccv'] as const;
  if (!keys.some((k) => text(values[`payment.${k}`]))) return undefined;
  return Object.fromEntries(keys.map((k) => [k, text(values[`payment.${k}`])]));
}

export function opinionInputOf(values: FormValues) {
  const records = [values.records ?? []].flat().filter((v) => v !== '').map(num);
  return { listing: num(values.listing), pet: num(values.pet), question: text(values.question), records, idempotencyKey: text(values.idempotencyKey), payment: cardOf(values) };
}

export function visitInputOf(values: FormValues) {
  return {
    listing: num(values.listing),
    pet: num(values.pet),
    address: text(values.address),
    reason: text(values.reason),
    preferred: text(values.preferred),
    idempotencyKey: text(values.idempotencyKey),
  };
}

export function payInputOf(values: FormValues) {
  return { payment: cardOf(values) ?? {}, idempotencyKey: text(values.idempotencyKey) };
}

/** A new key for a form that pays or creates: the same submission twice does it once. */
export { newFormKey } from '../../lib/form-once';
