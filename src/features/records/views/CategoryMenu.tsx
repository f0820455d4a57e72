import { RECORD_CATEGORIES, RECORD_GROUPS } from '../../../lib/constants/record-categories';
import { NoScriptSubmit } from '../../../ui/NoScriptSubmit';
import { t } from '../../../lib/i18n';
import { categoryLabel, groupLabel } from '../records.labels';

/** The category menu in its three groups, each category with its count (spec §2 Medical records screen). */
export function CategoryMenu({ petId, current, counts }: { petId: number; current: string; counts: Record<string, number> }) {
  return (
    <nav class="record-categories" aria-label={t('Record categories')}>
      {RECORD_GROUPS.map((group) => (
        <section>
          <h2 class="record-group" safe>
            {groupLabel(group)}
          </h2>
          <ul>
            {RECORD_CATEGORIES.filter((c) => c.group === group).map((category) => {
              const href = `/app/medical-records?${new URLSearchParams({ pet: String(petId), category: category.key })}`;
              return (
                <li>
                  <a href={href} hx-get={href} hx-target="#records-screen" hx-swap="outerHTML" hx-push-url="true" aria-current={category.key === current ? 'page' : undefined} data-category-link={category.key}>
                    <span safe>{categoryLabel(category.key)}</span>
                    <span class="count" aria-label={t('{count, plural, one {# record} other {# records}}', { count: counts[category.key] ?? 0 })} safe>
                      {String(counts[category.key] ?? 0)}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** The same categories as one select, for phones: the 31-item menu would push the records far down the page. */
export function CategoryPicker({ petId, current, counts }: { petId: number; current: string; counts: Record<string, number> }) {
  return (
    <form class="category-picker" method="get" action="/app/medical-records" hx-get="/app/medical-records" hx-target="#records-screen" hx-swap="outerHTML" hx-push-url="true" hx-trigger="change">
      <input type="hidden" name="pet" value={String(petId)} />
      <label for="record-category" safe>
        {t('Category')}
      </label>
      <select id="record-category" name="category">
        {RECORD_GROUPS.map((group) => (
          <optgroup label={groupLabel(group)}>
            {RECORD_CATEGORIES.filter((c) => c.group === group).map((category) => (
              <option value={category.key} selected={category.key === current} safe>
                {`${categoryLabel(category.key)} (${counts[category.key] ?? 0})`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <NoScriptSubmit />
    </form>
  );
}
