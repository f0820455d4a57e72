import { t } from 'elysia';
import { LIMITS } from '../../lib/constants/limits';
import type { MessageKey } from '../../lib/i18n';
import { Email, Mobile, PhoneCountry } from './accounts.model';

/** The Account page's texts (catalogue keys, English): an AppError translates its own, a view asks t(). */
export const ACCOUNT_MESSAGES = {
  sameEmail: 'This is already your e-mail address.',
  emailLinkSent: 'We have sent a link to {email}. Open it within 24 hours to sign in with that address; until then your current address stays.',
  emailLinkInvalid: 'This link to confirm an e-mail address is invalid or has expired.',
  emailChanged: 'Your e-mail address is now {email}.',
  mobileChanged: 'Your mobile number is now {phone}.',
  passwordChanged: 'Your password has been changed. Every other browser and app signed in to your account was signed out.',
  exportAsked: 'We are preparing your archive. We will e-mail you a link when it is ready; it also shows here.',
  exportGone: 'This download has expired. Ask for a new archive below.',
  liveRoom: 'A consultation room of yours is open now ({what}). Delete your account once it has closed.',
  practiceHoldsMoney: 'The practice cannot be deleted: it has {count, plural, one {# upcoming paid appointment} other {# upcoming paid appointments}} (or a payment under way). Its owners paid for them: cancel them first, which refunds them, then delete the practice.',
  readFirst: 'Tick the box to say you have read what happens',
} as const satisfies Record<string, MessageKey>;

const Password = t.String({ minLength: 1, maxLength: 200, requiredError: 'Current password is required', error: 'Current password is required' });
const NewPassword = (requiredError: MessageKey) => t.String({ minLength: LIMITS.PASSWORD_MIN, maxLength: 200, requiredError, error: 'Password must be at least 8 characters' });
const Otp = t.String({ pattern: `^[0-9]{${LIMITS.OTP_DIGITS}}$`, requiredError: 'Code is required', error: 'Code must be 4 digits' });

/** Change e-mail: the new address and the current password. */
export const EmailChangeForm = t.Object({ email: Email, currentPassword: Password });
/** Send Code to a new mobile, then Verify with its code. */
export const MobileSendForm = t.Object({ phone: Mobile, country: PhoneCountry });
export const MobileVerifyForm = t.Object({ phone: Mobile, country: PhoneCountry, otp: Otp });
/** Change password inside the product: the current one, then the new one twice (spec §5). */
export const PasswordChangeForm = t.Object({ currentPassword: Password, newPassword: NewPassword('New password is required'), confirmPassword: NewPassword('Confirm password is required') });
/** Deleting the account, or the practice: the password again, and the box ticked once what happens was read. */
export const DeleteForm = t.Object({ currentPassword: Password, understood: t.Literal('on', { requiredError: ACCOUNT_MESSAGES.readFirst, error: ACCOUNT_MESSAGES.readFirst }) });
/** The confirm link's page posts its token back. */
export const ConfirmEmailForm = t.Object({ token: t.String({ minLength: 1, maxLength: 200, error: ACCOUNT_MESSAGES.emailLinkInvalid }) });

/** The API's account deletion. */
export const DeleteAccountBody = t.Object({ currentPassword: t.String({ minLength: 1, maxLength: 200, error: 'Current password is required' }) });
