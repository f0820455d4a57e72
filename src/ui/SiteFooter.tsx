import { LEGAL_LINKS, PRODUCT_NAME } from './navigation';

/** The footer of practice sites and the practice portal: legal links only. */
export function SiteFooter() {
  return (
    <footer class="site-footer site-footer-compact">
      <div class="container footer-legal">
        <span>Bookings powered by {PRODUCT_NAME}</span>
        {LEGAL_LINKS.map((link) => (
          <a href={link.href} safe>
            {link.label}
          </a>
        ))}
      </div>
    </footer>
  );
}
