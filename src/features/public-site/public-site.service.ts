import type { AppDeps } from '../../deps';
import { unprocessable } from '../../lib/errors';
import { addNewsletterSubscriber } from './public-site.repo';

const NEWSLETTER_EMAIL_ERROR = 'Please enter a valid email address';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Signs an address up for the newsletter (lower-cased; signing up twice is fine). */
export async function subscribeToNewsletter(deps: AppDeps, email: string | undefined): Promise<void> {
  const address = (email ?? '').trim().toLowerCase();
  if (!EMAIL.test(address) || address.length > 254) throw unprocessable(NEWSLETTER_EMAIL_ERROR, 'email');
  await addNewsletterSubscriber(deps.database.db, address);
}
