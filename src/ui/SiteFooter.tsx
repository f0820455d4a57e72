import { LEGAL_LINKS, PRODUCT_NAME } from './navigation';

/** The footer of practice sites and the practice portal: legal links only. */
export function SiteFooter() {
  return (
    <footer class="site-footer site-footer-compact">
      <div class="container footer-legal">
        <span>Bookings powered by {PRODUCT_NAME}</span>
        <LegalLinks />
      </div>
    </footer>
  );
}

/** The privacy policy and terms links, in every footer. */
export function LegalLinks() {
  return (
    <ul class="legal-links">
      {LEGAL_LINKS.map((link) => (
        <li>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
