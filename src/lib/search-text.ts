import { unprocessable, type AppError } from './errors';
import { currentReader, t } from './i18n';

/** The longest text a search box takes (its input's maxlength too). */
export const SEARCH_MAX = 100;

/**
 * The longest a page's address may carry as its search text: a longer one (pasted into the
 * address, or sent by a form without the box's maxlength) is still shown back in its box.
 */
export const SEARCH_TYPED_MAX = 10_000;

/** Why a search text is refused, said of what was typed and naming the box's field `q`; null when it is searched. */
export function searchRefusal(q: string | undefined): AppError | null {
  if (q === undefined || q.length <= SEARCH_MAX) return null;
  const count = q.length.toLocaleString(currentReader().locale);
  return unprocessable('{label} must be at most {max} characters (you typed {count})', 'q', { label: t('Search'), max: String(SEARCH_MAX), count });
}
