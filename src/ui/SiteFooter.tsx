import { LEGAL_LINKS, PRODUCT_NAME } from './navigation';
import { LinkList } from './LinkList';
import { t } from '../lib/i18n';

/** The footer of practice sites and the practice portal: legal links only. */
export function SiteFooter() {
  return (
    <footer class="site-footer site-footer-compact">
      <div class="container footer-legal">
        <span safe>{t('Bookings powered by {product}', { product: PRODUCT_NAME })}</span>
        <LegalLinks />
      </div>
    </footer>
  );
}

/** The privacy policy and terms links, in every footer. */
export function LegalLinks() {
  return (
    <LinkList class="legal-links" links={LEGAL_LINKS} />
  );
}
