import { t } from 'elysia';
import { LIMITS } from '../../lib/constants/limits';
import { zoneMessage } from '../../lib/time';
import type { MessageKey } from '../../lib/i18n';

/** A zone that is no IANA zone (practice signup). */
export const MESSAGES_ZONE = zoneMessage('Timezone');

/** Catalogue keys (English): an AppError translates its own, a view or route answer asks t(). */
export const MESSAGES = {
  loginFailed: 'Invalid email or password.',
  signupDuplicate: 'This email already exists in our System.',
  signupFailed: 'Sorry! Something went wrong. Please try again later.',
  forgotSent: 'Please check your inbox for further instructions on resetting your password.',
  passwordReset: 'Your password has been reset successfully!',
  passwordMismatch: 'The new password and confirm should match',
  mobileNotVerified: 'Mobile number must be verified',
  invalidOtp: 'Invalid OTP',
  verified: 'Verified!',
  promoApplied: 'Promo Applied!',
  promoInvalid: 'Invalid code',
  tooManyAttempts: 'Too many failed attempts. Please try again in 15 minutes.',
  // Texts the spec does not quote (spec §5 "Message texts"): ours.
  codeSent: 'We have sent a 4-digit code to your mobile number. It is valid for 10 minutes.',
  tooManyCodes: 'Too many codes requested. Please try again later.',
  codeTooSoon: 'A code was just sent to this number. Please wait 30 seconds before asking for another.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  signInToChange: 'Please log in to change your password.',
  captchaRequired: 'Please confirm that you are not a robot.',
  profileSaved: 'Your profile has been saved.',
  pictureSaved: 'Your new picture has been uploaded.',
  /** A practice's e-mail and password at the owners' login: said only once the password checked. */
  practiceAccount: 'This is a practice account. Please use the practice login.',
  practiceLoginLink: 'Go to Practice Login',
  emailOrMobileRequired: 'Email is required',
} as const satisfies Record<string, MessageKey>;

/**
 * Letters only (spec §5), read as letters of any script with their marks ("José", "Ωmega", "李"),
 * and single spaces, hyphens or apostrophes between them ("Mary Ann", "Anne-Marie", "O'Brien").
 * The one rule for every name a person types: signup, practice signup, team member, profile, customer.
 */
export const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

/** A schema's texts are catalogue keys, translated where the error is shown (lib/form-errors). */
const name = (requiredError: MessageKey, error: MessageKey) => t.RegExp(PERSON_NAME, { minLength: 1, maxLength: 50, requiredError, error });

export const FirstName = name('First name is required', 'First name may contain letters only, with single spaces, hyphens or apostrophes between them');
export const LastName = name('Last name is required', 'Last name may contain letters only, with single spaces, hyphens or apostrophes between them');
export const Email = t.String({ format: 'email', maxLength: 254, requiredError: 'Email is required', error: 'Please enter a valid email address' });
export const Role = t.Union([t.Literal('user'), t.Literal('vendor'), t.Literal('admin')], { error: 'role must be user, vendor or admin' });
/** A new password: 8 characters or more. */
const NewPassword = (requiredError: MessageKey) =>
  t.String({ minLength: LIMITS.PASSWORD_MIN, maxLength: 200, requiredError, error: 'Password must be at least 8 characters' });
/** A mobile as typed: whether it is one, for its country, is the model's check (accounts.mobile); ten digits in the US (spec §5). */
export const Mobile = t.String({ minLength: 1, maxLength: LIMITS.PHONE_TYPED, requiredError: 'Mobile number is required', error: 'Mobile number must be 10 digits' });
/** The mobile's country (ISO 3166 alpha-2); absent or empty, the site's (accounts.mobile). */
export const PhoneCountry = t.Optional(t.String({ maxLength: 10, error: 'Country must be a two-letter country code' }));
const Otp = t.String({ pattern: `^[0-9]{${LIMITS.OTP_DIGITS}}$`, requiredError: 'Code is required', error: 'Code must be 4 digits' });
const Redirect = t.Optional(t.String({ maxLength: 500 }));
/** The altcha widget's payload (base64 JSON), required only when the captcha is switched on. */
const Captcha = t.Optional(t.String({ maxLength: 20_000, error: 'altcha must be the captcha payload' }));

export const LoginBody = t.Object({
  email: Email,
  password: t.String({ minLength: 1, maxLength: 200, error: 'Password is required' }),
  role: t.Optional(Role),
  redirect: Redirect,
});
export type LoginInput = typeof LoginBody.static;

/** An owner's signup (spec §3 signup payload, §7 register); the HTML form posts the same fields. */
export const RegisterBody = t.Object({
  first_name: FirstName,
  last_name: LastName,
  email: Email,
  phone: Mobile,
  country: PhoneCountry,
  password: NewPassword('Password is required'),
  /** null and absent both mean no plan. */
  plan_id: t.Optional(t.Union([t.Integer({ minimum: 1 }), t.Null()], { error: 'plan_id must be a plan id' })),
  promocode: t.Optional(t.String({ maxLength: 50, error: 'Promo code is too long' })),
  /** Only `medium` is taken from the client; browser, version and os come from the User-Agent, vendor_id from the site. */
  source: t.Optional(t.Object({ medium: t.Optional(t.String({ minLength: 1, maxLength: 20, error: 'source.medium must be a short text' })) })),
  role: t.Optional(t.Literal('user', { error: 'role must be user' })),
  altcha: Captcha,
  redirect: Redirect,
});
export type RegisterInput = typeof RegisterBody.static;

/** A practice's signup (spec §3 vendor creation, §5 vendor signup): the practice and its root admin. */
export const PracticeSignupBody = t.Object({
  practice_name: t.String({ minLength: 1, maxLength: 100, requiredError: 'Practice name is required', error: 'Practice name must be at most 100 characters' }),
  categories: t.Optional(t.String({ maxLength: 300, error: 'Categories must be at most 300 characters' })),
  summary: t.Optional(t.String({ maxLength: 1000, error: 'Summary must be at most 1000 characters' })),
  /** The practice's zone: its new listings start in it. */
  timezone: t.Optional(t.String({ maxLength: 64, error: MESSAGES_ZONE })),
  first_name: FirstName,
  last_name: LastName,
  email: Email,
  phone: Mobile,
  country: PhoneCountry,
  password: NewPassword('Password is required'),
  role: t.Optional(t.Literal('vendor', { error: 'role must be vendor' })),
  altcha: Captcha,
  redirect: Redirect,
});
export type PracticeSignupInput = typeof PracticeSignupBody.static;

/** `{mobile}` sends a one-time code by SMS; `{email, role}` sends a reset e-mail (contract "JSON API"). */
export const ForgotPasswordBody = t.Object({
  mobile: t.Optional(Mobile),
  country: PhoneCountry,
  email: t.Optional(Email),
  role: t.Optional(Role),
});
export type ForgotPasswordInput = typeof ForgotPasswordBody.static;

/** The forgot-password form: the e-mail is required (spec §5). */
export const ForgotForm = t.Object({ email: Email, role: t.Optional(Role), redirect: Redirect });

export const VerifyOtpBody = t.Object({ mobile: Mobile, country: PhoneCountry, otp: Otp });

/** Send Code and Verify in the signup form post the whole form; these are the fields they read. */
export const SendCodeForm = t.Object({ phone: Mobile, country: PhoneCountry });
export const VerifyCodeForm = t.Object({ phone: Mobile, country: PhoneCountry, otp: Otp });

const ConfirmPassword = NewPassword('Confirm password is required');

/** spec §7 change_password; the current password is needed only without a forgot code. */
export const ChangePasswordBody = t.Object({
  forgotCode: t.Optional(t.String({ maxLength: 200, error: 'forgotCode is invalid' })),
  currentPassword: t.Optional(t.String({ maxLength: 200, error: 'Current password is too long' })),
  newPassword: NewPassword('New password is required'),
  confirmPassword: t.Optional(ConfirmPassword),
  email: t.Optional(Email),
  role: t.Optional(Role),
});
export type ChangePasswordInput = typeof ChangePasswordBody.static;

/** The change-password form: new and confirm are both required (spec §5). */
export const ChangePasswordForm = t.Object({
  forgotCode: t.Optional(t.String({ maxLength: 200, error: 'forgotCode is invalid' })),
  currentPassword: t.Optional(t.String({ maxLength: 200, error: 'Current password is too long' })),
  newPassword: NewPassword('New password is required'),
  confirmPassword: ConfirmPassword,
  role: t.Optional(Role),
});

/** spec §5 Profile: first and last name required; email and phone are read-only. */
export const ProfileBody = t.Object({ first_name: FirstName, last_name: LastName });
export type ProfileInput = typeof ProfileBody.static;
