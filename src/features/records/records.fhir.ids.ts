import { createHash } from 'node:crypto';
import type { Reference } from 'fhir/r4';

/**
 * A resource's id, derived from the row it comes from (`phr/12`, `pet/3`, `booking/40`): the same
 * row gives the same id in every export, so a receiver can match entries across downloads.
 * A name-based UUID (RFC 4122 version 5 layout over SHA-1), so the id is also a valid `urn:uuid:`.
 */
export function fhirId(kind: string, rowId: number | string): string {
  const hash = createHash('sha1').update(`vetconsult:${kind}/${rowId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The Bundle entry's fullUrl of a resource id. */
export const fullUrlOf = (id: string) => `urn:uuid:${id}`;

/** A reference to another entry of the same Bundle. */
export const refTo = (id: string, display?: string): Reference => (display ? { reference: fullUrlOf(id), display } : { reference: fullUrlOf(id) });

/** A stored text, or nothing when empty (FHIR forbids empty strings). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A stored date (YYYY-MM-DD) as a FHIR date, or nothing. */
export function dateOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The record's comment as FHIR notes. */
export const notesOf = (details: Record<string, unknown>) => {
  const text = textOf(details.comment);
  return text ? { note: [{ text }] } : {};
};

/** Drops undefined members, so the JSON carries no empty element. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;
}
