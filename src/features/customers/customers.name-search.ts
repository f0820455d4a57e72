/**
 * Names found whatever their accents and case: "lucia", "LUCIA" and "lucía" all find "Lucía"
 * and "Lucia". SQLite's lower() folds ASCII only and has no unaccent, and a folded column would
 * be a schema change, so the repo matches the lowered name against a GLOB whose letters are
 * classes of every form that folds to them ("luc" → "l[uùú…]c[cçć…]*"), narrowed first by
 * index ranges over the spellings the name can start with.
 */

/** Text without its accents, lowered: "LUCÍA" → "lucia". */
export const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Latin-1 and Latin Extended-A letters by the ASCII letter they fold to, both cases (lower() leaves accented capitals alone). */
const ACCENTED = (() => {
  const forms = new Map<string, string[]>();
  for (let code = 0xc0; code <= 0x17f; code++) {
    const char = String.fromCharCode(code);
    const base = folded(char);
    if (/^[a-z]$/.test(base)) forms.set(base, [...(forms.get(base) ?? []), char]);
  }
  return forms;
})();

/** What a lowered name may hold where the folded search has `c`. */
function formsOf(c: string): string[] {
  const upper = c.toUpperCase();
  const capital = upper !== c && upper.length === 1 && !/[A-Z]/.test(upper) ? [upper] : [];
  return [c, ...capital, ...(ACCENTED.get(c) ?? [])];
}

/** GLOB's own characters are taken literally inside a class. */
const literal = (c: string) => (/[*?[]/.test(c) ? `[${c}]` : c);

/** A GLOB (over `lower(name)`) for names that start with `q` once both are folded. */
export function foldedPrefixGlob(q: string): string {
  return `${[...folded(q)].map((c) => { const forms = formsOf(c); return forms.length === 1 ? literal(c) : `[${forms.join('')}]`; }).join('')}*`;
}

/**
 * The starts a lowered name matching `q` can have, each an index range: every spelling of the
 * first characters while they stay at most `most` ("lu" → "lu", "lù", "lú"… as `u` has 21 forms).
 */
export function namePrefixes(q: string, most = 64): string[] {
  let prefixes = [''];
  for (const c of folded(q)) {
    const next = prefixes.flatMap((prefix) => formsOf(c).map((form) => prefix + form));
    if (next.length > most) break;
    prefixes = next;
  }
  return prefixes;
}
