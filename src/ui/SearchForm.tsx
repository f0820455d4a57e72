import { t } from '../lib/i18n';
import { SEARCH_MAX } from '../lib/search-text';

export interface SearchFormProps {
  /** The address the search is sent to (GET, `q`). */
  action: string;
  /** The element htmx swaps with the answer. */
  target: string;
  q: string;
  label: string;
  id?: string;
  class?: string;
  /** What makes htmx search: by default typing (after a pause) and submitting. */
  trigger?: string;
  /** Why the text in the box was not searched, said beside it. */
  error?: string;
}

/** A search box: a GET form that works without JS; with htmx it swaps `target` and keeps the query in the URL. */
export function SearchForm({ action, target, q, label, id = 'field-q', class: className = 'filters', trigger = 'input changed delay:300ms from:input, submit', error }: SearchFormProps) {
  return (
    <form class={className} method="get" action={action} hx-get={action} hx-trigger={trigger} hx-target={target} hx-swap="outerHTML" hx-push-url="true" role="search">
      <div class={error ? 'field has-error' : 'field'}>
        <label for={id} safe>
          {label}
        </label>
        <input id={id} name="q" type="search" value={q} maxlength={SEARCH_MAX} aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error ? (
          <p class="field-error" id={`${id}-error`} safe>
            {error}
          </p>
        ) : (
          ''
        )}
      </div>
      <button type="submit" class="button" safe>
        {t('Search')}
      </button>
    </form>
  );
}
