import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema';

/**
 * Names found whatever their accents and case: "lucia", "LUCIA" and "lucía" all find "Lucía".
 * SQLite's lower() folds ASCII only and has no unaccent; its FTS5 index `users_names`
 * (migration 0044, tokenizer unicode61 with remove_diacritics, kept by triggers) folds both the
 * names and the search, and answers a word's start from its prefix index.
 */

/** What a name is written with: letters (and their marks), digits, spaces, hyphens, apostrophes and dots. */
const NAME_TEXT = /^[\p{L}\p{M}\p{N}\s'’.-]*[\p{L}\p{N}][\p{L}\p{M}\p{N}\s'’.-]*$/u;

/**
 * The FTS5 query for names with a word starting with `q` (a phrase for several words), or undefined
 * when `q` is no name: the tokenizer would read "l*cia" as the words "l" and "cia", a wildcard by another name.
 */
export function namePhrase(q: string): string | undefined {
  if (!NAME_TEXT.test(q)) return undefined;
  // Quoted as one phrase, so nothing the person typed is read as FTS5 syntax.
  return `"${q.replaceAll('"', '""')}"*`;
}

/** Users whose first or last name has a word starting with `q`, accents and case aside. */
export function nameMatches(q: string): SQL | undefined {
  const phrase = namePhrase(q);
  return phrase === undefined ? undefined : sql`${users.id} in (select rowid from users_names where users_names match ${phrase})`;
}
