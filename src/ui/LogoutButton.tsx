import { t } from '../lib/i18n';

/**
 * Logout is a POST: a link, an image or a sibling site's page cannot sign anyone
 * out; the form passes the same origin check as every other form.
 */
export function LogoutButton({ class: className }: { class: string }) {
  return (
    <form method="post" action="/app/logout" class="logout-form">
      <button type="submit" class={className} safe>
        {t('Logout')}
      </button>
    </form>
  );
}
