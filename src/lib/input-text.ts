import { FormatRegistry } from '@sinclair/typebox';
import { unprocessable } from './errors';

/**
 * Characters no one types on purpose and that change what a reader sees: NUL (which cuts a
 * string short in C code downstream), other C0/C1 controls except tab and line breaks, and the
 * bidi embeddings, overrides and isolates that can make "gpj.exe" display as "exe.jpg".
 */
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * Refuses text carrying a hidden character, naming the field: refused, never stripped, so nothing is
 * stored other than typed. The message is said beside the field (the API names it), so it names no key.
 */
export function assertVisibleText(text: string, field: string): void {
  if (HIDDEN_CHARACTERS.test(text)) {
    throw unprocessable('This text contains an invisible control or text-direction character; please type it again without it', field);
  }
}

/** Card number as people type it ("4242 4242 4242 4242", "4242-4242-…"): the digits alone. */
function cardNumberDigits(text: string): string {
  return /^[0-9][0-9 -]*[0-9]$/.test(text) ? text.replace(/[ -]/g, '') : text;
}

/** Expiry as printed on a card ("12/28", "12 / 2028") as the spec's YYYY-MM; anything else is left for validation. */
function cardExpiry(text: string): string {
  const printed = /^(0?[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})$/.exec(text);
  if (!printed) return text;
  const year = printed[2]!.length === 2 ? `20${printed[2]}` : printed[2]!;
  return `${year}-${printed[1]!.padStart(2, '0')}`;
}

/** Fields whose typed form differs from the stored one only by spacing or notation. */
// A Map, not an object: a field named "valueOf" or "constructor" must find nothing.
const NOTATION = new Map<string, (text: string) => string>([
  ['cardNumber', cardNumberDigits],
  ['expDt', cardExpiry],
]);

/** A trimmed string of a body or query, under `key`: its notation made plain, hidden characters refused. */
export function normalizeText(key: string, text: string, field: string): string {
  assertVisibleText(text, field);
  // A form names nested fields with dots ("payment.cardNumber").
  const notation = NOTATION.get(key.slice(key.lastIndexOf('.') + 1));
  return notation ? notation(text) : text;
}

/**
 * Numbers sent as text are plain decimals only, not anything `Number()` reads ("0x10", "1e1"):
 * see docs/decisions/0012-strict-input.md.
 */
FormatRegistry.Set('numeric', (value) => /^-?[0-9]+(?:\.[0-9]+)?$/.test(value));
FormatRegistry.Set('integer', (value) => /^-?[0-9]+$/.test(value));
