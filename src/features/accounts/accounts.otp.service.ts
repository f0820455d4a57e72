import type { AppDeps } from '../../deps';
import { AppError, tooManyRequests } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { hmacHex, randomDigits, safeEqual } from '../../lib/crypto';
import { LIMITS } from '../../lib/constants/limits';
import { recordUnlessRecent, releasePlaces, takePlaces } from '../../lib/throttle';
import { findLatestMobileCode, hasMobileVerifiedSince, insertForgotPassword, markCodeUsed, takeCodeAttempt } from './accounts.one-time-codes.repo';
import { MESSAGES } from './accounts.model';
import { addMinutes } from '../../lib/time';

/** One-time codes (architecture §9): random, stored hashed, 10 minutes, single use, 5 tries. */
const CODE_TTL_MINUTES = 10;
const CODE_MAX_ATTEMPTS = 5;
/** Signup accepts a number verified this recently (spec §5 "Mobile number must be verified"). */
const VERIFIED_FOR_MINUTES = 30;
/** Codes sent per number and per address in an hour. */
const SENDS = { windowMinutes: 60, perNumber: 5, perAddress: 20 } as const;
/** A number gets no second code this soon after the last (a double click sends one SMS). */
const RESEND_AFTER_SECONDS = 30;
/** Wrong codes one address may try in 15 minutes, over all numbers. */
const FAILED_CHECKS = { windowMinutes: 15, perAddress: 20 } as const;


/** A 4-digit code (spec §5) from the CSPRNG. */
export function generateOtp(): string {
  return randomDigits(LIMITS.OTP_DIGITS);
}

/**
 * What is stored for a code or a reset-link secret: an HMAC keyed with the server secret,
 * so a leaked table does not give the codes away (4 digits would fall to a plain hash at once).
 */
export function codeHash(secret: string, code: string): string {
  return hmacHex(secret, 'forgot_password', code);
}

/** Sends a fresh code to a mobile number, within the per-number and per-address limits and at most one per 30 seconds. */
export async function sendMobileCode(deps: AppDeps, mobile: string, ip: string): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock();
  const numberKey = `otp:send:mobile:${mobile}`;
  const addressKey = `otp:send:ip:${ip}`;
  const sends = [
    { key: numberKey, max: SENDS.perNumber, windowMinutes: SENDS.windowMinutes },
    { key: addressKey, max: SENDS.perAddress, windowMinutes: SENDS.windowMinutes },
  ];
  // The send is counted before anything else (one statement per limit), so a burst at once cannot pass it.
  const places = await takePlaces(db, sends, now);
  if (!places) throw tooManyRequests(MESSAGES.tooManyCodes);
  if (!(await recordUnlessRecent(db, `otp:resend:mobile:${mobile}`, RESEND_AFTER_SECONDS, now))) {
    await releasePlaces(db, places);
    throw tooManyRequests(MESSAGES.codeTooSoon);
  }

  const code = generateOtp();
  await insertForgotPassword(db, {
    mobile,
    code_hash: codeHash(deps.config.jwtSecret, code),
    expires_at: addMinutes(now, CODE_TTL_MINUTES).toISOString(),
    ip,
  });
  await deps.providers.sms.send(mobile, t('Your VetConsult verification code is {code}. It expires in {minutes} minutes.', { code, minutes: CODE_TTL_MINUTES }));
  deps.log.info('otp_sent', { channel: 'sms' });
}

/**
 * Checks a code against the newest one sent to the number. A wrong, expired, used or
 * exhausted code answers 'Invalid OTP' (spec §8); a right one is used up and the number
 * counts as verified. Answers the instant of verification.
 */
export async function verifyMobileCode(deps: AppDeps, mobile: string, otp: string, ip: string): Promise<Date> {
  const db = deps.database.db;
  const now = deps.clock();
  const addressKey = `otp:check:ip:${ip}`;
  // A place is taken before the code is checked and given back when it is right: a burst at once cannot pass the limit.
  const places = await takePlaces(db, [{ key: addressKey, max: FAILED_CHECKS.perAddress, windowMinutes: FAILED_CHECKS.windowMinutes }], now);
  if (!places) throw tooManyRequests(MESSAGES.tooManyAttempts);
  const latest = await findLatestMobileCode(db, mobile);
  const storedHash = latest ? await takeCodeAttempt(db, latest.id, now.toISOString(), CODE_MAX_ATTEMPTS) : null;
  const matches = storedHash !== null && safeEqual(storedHash, codeHash(deps.config.jwtSecret, otp));
  if (!latest || !matches || !(await markCodeUsed(db, latest.id, now.toISOString(), true))) {
    throw new AppError(400, MESSAGES.invalidOtp, 'otp');
  }
  await releasePlaces(db, places);
  return now;
}

/** Whether the number was verified within the last 30 minutes (the server's own check at signup). */
export function isMobileVerified(deps: AppDeps, mobile: string): Promise<boolean> {
  const since = addMinutes(deps.clock(), -VERIFIED_FOR_MINUTES).toISOString();
  return hasMobileVerifiedSince(deps.database.db, mobile, since);
}

/**
 * A token the signup form carries in a hidden field once the number is verified, so a
 * re-shown form keeps the number locked. It proves nothing at signup: the server checks
 * the verification itself (isMobileVerified).
 */
export function mobileVerifiedToken(secret: string, mobile: string, verifiedAt: Date): string {
  const until = addMinutes(verifiedAt, VERIFIED_FOR_MINUTES).getTime();
  return `${until}.${hmacHex(secret, 'mobile-verified', `${mobile}:${until}`)}`;
}

export function isMobileVerifiedToken(secret: string, mobile: string, token: string | undefined, now: Date): boolean {
  const [until, mac] = (token ?? '').split('.');
  if (!until || !mac || !/^\d+$/.test(until) || Number(until) <= now.getTime()) return false;
  return safeEqual(mac, hmacHex(secret, 'mobile-verified', `${mobile}:${until}`));
}
