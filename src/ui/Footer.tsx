import { NewsletterForm } from './NewsletterForm';
import { CONTACT, FOOTER_LINKS, PRODUCT_NAME } from './navigation';
import { LegalLinks } from './SiteFooter';
import { LinkList } from './LinkList';
import { appNow } from '../lib/clock';
import { t } from '../lib/i18n';

/** The public site's footer: links, newsletter box, contact and social links (spec §2). */
export function Footer() {
  return (
    <footer class="site-footer">
      <div class="container footer-grid">
        <div class="footer-about">
          <p class="footer-brand">
            <img src="/public/img/logo.svg" alt="" width="32" height="32" />
            <span>{PRODUCT_NAME}</span>
          </p>
          <p safe>{t('Vet care for every pet, in the clinic, at home or on a video call.')}</p>
          <ul class="footer-contact">
            <li>
              <span class="footer-label" safe>{t('Phone')}</span>
              <a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`}>{CONTACT.phone}</a>
            </li>
            <li>
              <span class="footer-label" safe>{t('E-mail')}</span>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </li>
          </ul>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" class="footer-heading" safe>
            {t('Explore')}
          </h2>
          <LinkList class="footer-links" links={FOOTER_LINKS} />
        </nav>
        <div class="footer-newsletter">
          <NewsletterForm />
          <ul class="social-links" aria-label={t('Social media')}>
            {CONTACT.social.map((s) => (
              <li>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div class="footer-bottom">
        <div class="container footer-legal">
          <span safe>{`© ${appNow().getUTCFullYear()} ${PRODUCT_NAME}`}</span>
          <LegalLinks />
        </div>
      </div>
    </footer>
  );
}
