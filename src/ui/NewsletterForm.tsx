import { t } from '../lib/i18n';

/**
 * The footer's newsletter box. Posted with htmx it swaps itself for the answer; without
 * script the same post answers a page.
 */
export function NewsletterForm({ value, error, done }: { value?: string; error?: string; done?: boolean }) {
  if (done) {
    return (
      <div class="newsletter" id="newsletter" role="status">
        <p class="footer-heading" safe>{t('Thanks for subscribing!')}</p>
        <p class="newsletter-note" safe>{t('Pet health tips will arrive once a month.')}</p>
      </div>
    );
  }
  return (
    <form class="newsletter" id="newsletter" action="/newsletter" method="post" hx-post="/newsletter" hx-target="this" hx-swap="outerHTML">
      <label class="footer-heading" for="newsletter-email" safe>
        {t('Get pet health tips by e-mail')}
      </label>
      <p class="newsletter-note" safe>{t('One short e-mail a month. Unsubscribe at any time.')}</p>
      <div class="newsletter-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          placeholder={t('you@example.com')}
          autocomplete="email"
          value={value}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
        />
        <button type="submit" class="button" safe>
          {t('Submit')}
        </button>
      </div>
      {error ? (
        <p class="field-error" id="newsletter-error" safe>
          {error}
        </p>
      ) : (
        ''
      )}
    </form>
  );
}
