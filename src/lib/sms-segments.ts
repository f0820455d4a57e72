/**
 * How many SMS segments a text costs. A text whose every character is in the GSM 03.38 alphabet
 * travels as GSM-7 (160 septets in one segment, 153 a segment when split; the extension table's
 * characters take two septets); any other character makes the whole text UCS-2 (70 UTF-16 units,
 * 67 a segment when split). Spanish é, ñ, ü, ¿ and ¡ are GSM-7; á, í, ó and ú are not.
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

// The basic table (ESC 0x1B aside: it only introduces the extension table).
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

const ONE: Record<SmsEncoding, number> = { 'GSM-7': 160, 'UCS-2': 70 };
const PART: Record<SmsEncoding, number> = { 'GSM-7': 153, 'UCS-2': 67 };

export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) if (!GSM_BASIC.has(char) && !GSM_EXTENSION.has(char)) return 'UCS-2';
  return 'GSM-7';
}

/** The text's length as the network counts it: septets for GSM-7, UTF-16 units for UCS-2. */
export function smsLength(text: string): number {
  if (smsEncoding(text) === 'UCS-2') return text.length;
  let septets = 0;
  for (const char of text) septets += GSM_EXTENSION.has(char) ? 2 : 1;
  return septets;
}

export function smsSegments(text: string): number {
  const encoding = smsEncoding(text);
  const length = smsLength(text);
  if (length <= ONE[encoding]) return 1;
  return Math.ceil(length / PART[encoding]);
}

/** Intl's thin and no-break spaces (in "2:30 PM") are not GSM-7: an SMS uses plain spaces. */
export const smsSpaces = (text: string): string => text.replace(/[\u00a0\u202f\u2007\u2009]/g, ' ');

/**
 * An SMS made to fit one segment: while `compose` gives more than one, the longest of the
 * person-entered `values` (a practice's or pet's name) loses a character and ends with an
 * ellipsis; none is cut below `min` characters, so a text that still does not fit is sent longer.
 */
export function fitSms<K extends string>(compose: (values: Record<K, string>) => string, values: Record<K, string>, min = 8): string {
  const keys = Object.keys(values) as K[];
  const chars = Object.fromEntries(keys.map((k) => [k, [...values[k]]])) as Record<K, string[]>;
  const kept = Object.fromEntries(keys.map((k) => [k, chars[k].length])) as Record<K, number>;
  // "…" is not GSM-7: a text that is otherwise GSM-7 gets three dots instead.
  const ellipsis = smsEncoding(smsSpaces(compose(values))) === 'UCS-2' ? '…' : '...';
  for (;;) {
    const shown = Object.fromEntries(keys.map((k) => [k, kept[k] < chars[k].length ? `${chars[k].slice(0, kept[k]).join('').trimEnd()}${ellipsis}` : values[k]])) as Record<K, string>;
    const text = smsSpaces(compose(shown));
    if (smsSegments(text) === 1) return text;
    const longest = keys.filter((k) => kept[k] > min).sort((a, b) => kept[b] - kept[a])[0];
    if (longest === undefined) return text;
    kept[longest] -= 1;
  }
}

/** A character outside GSM 03.38 as its nearest GSM-7 one: an accented letter without its accent (á → a), "…" as "...", anything else "?". */
export function gsmFold(text: string): string {
  let out = '';
  for (const char of text) {
    if (GSM_BASIC.has(char) || GSM_EXTENSION.has(char)) out += char;
    else if (char === '…') out += '...';
    else {
      const base = char.normalize('NFD')[0] ?? '?';
      out += GSM_BASIC.has(base) ? base : '?';
    }
  }
  return out;
}

/**
 * `fitSms` for a text that carries an address (a link): a UCS-2 text of 70 characters has no room
 * for one, so a text that does not fit as it is written loses its accents (GSM-7, 160 septets)
 * before any name is shortened.
 */
export function fitSmsFolded<K extends string>(compose: (values: Record<K, string>) => string, values: Record<K, string>, min = 8): string {
  const whole = smsSpaces(compose(values));
  if (smsSegments(whole) === 1 || smsEncoding(whole) === 'GSM-7') return fitSms(compose, values, min);
  return fitSms((v) => gsmFold(compose(v)), values, min);
}
