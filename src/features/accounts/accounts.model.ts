import { t } from 'elysia';

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
} as const;

const Email = t.String({ format: 'email', maxLength: 254, error: 'Please enter a valid email address' });
const Role = t.Union([t.Literal('user'), t.Literal('vendor'), t.Literal('admin')], { error: 'role must be user, vendor or admin' });

export const LoginBody = t.Object({
  email: Email,
  password: t.String({ minLength: 1, maxLength: 200, error: 'Password is required' }),
  role: t.Optional(Role),
  redirect: t.Optional(t.String({ maxLength: 500 })),
});
export type LoginInput = typeof LoginBody.static;
