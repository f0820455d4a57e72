import { CONTACT, FOOTER_LINKS, LEGAL_LINKS, PRODUCT_NAME } from './navigation';

/** The public site's footer: links, newsletter box, contact and social links (spec §2). */
export function Footer() {
  return (
    <footer class="site-footer">
      <div class="container footer-grid">
        <div>
          <p class="footer-brand">{PRODUCT_NAME}</p>
          <p>Vet care for every pet, in the clinic, at home or on a video call.</p>
          <p>
            <a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`} safe>
              {CONTACT.phone}
            </a>
            <br />
            <a href={`mailto:${CONTACT.email}`} safe>
              {CONTACT.email}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul class="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li>
                <a href={link.href} safe>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <form class="newsletter" action="/newsletter" method="post">
            <label for="newsletter-email">Get pet health tips by e-mail</label>
            <div class="newsletter-row">
              <input id="newsletter-email" name="email" type="email" placeholder="you@example.com" autocomplete="email" />
              <button type="submit" class="button">
                Submit
              </button>
            </div>
          </form>
          <ul class="social-links">
            {CONTACT.social.map((s) => (
              <li>
                <a href={s.href} rel="noopener noreferrer" target="_blank" safe>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div class="container footer-legal">
        <span>© {String(new Date().getUTCFullYear())} {PRODUCT_NAME}</span>
        {LEGAL_LINKS.map((link) => (
          <a href={link.href} safe>
            {link.label}
          </a>
        ))}
      </div>
    </footer>
  );
}
