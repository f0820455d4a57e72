import { t } from '../lib/i18n';

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
}

/** A search box: a GET form that works without JS; with htmx it swaps `target` and keeps the query in the URL. */
export function SearchForm({ action, target, q, label, id = 'field-q', class: className = 'filters', trigger = 'input changed delay:300ms from:input, submit' }: SearchFormProps) {
  return (
    <form class={className} method="get" action={action} hx-get={action} hx-trigger={trigger} hx-target={target} hx-swap="outerHTML" hx-push-url="true" role="search">
      <div class="field">
        <label for={id} safe>
          {label}
        </label>
        <input id={id} name="q" type="search" value={q} maxlength="100" />
      </div>
      <button type="submit" class="button" safe>
        {t('Search')}
      </button>
    </form>
  );
}
