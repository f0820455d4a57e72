/** Whose e-mail it is: a practice's name and logo (an absolute address) on its own site's bookings, else the product's. */
export interface MailBrand {
  name: string;
  logo: string | null;
}

export const PRODUCT_BRAND: MailBrand = { name: 'VetConsult', logo: null };

/** A practice's brand; its stored logo may be a path on its own site (local storage), which a mail client cannot resolve. */
export function practiceBrand(name: string, logo: string | null | undefined, siteUrl: string): MailBrand {
  if (!logo) return { name, logo: null };
  try {
    const url = new URL(logo, siteUrl);
    return { name, logo: url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null };
  } catch {
    return { name, logo: null };
  }
}
