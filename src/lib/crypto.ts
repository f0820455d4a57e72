import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable token (122 random bits), e.g. for a user's public health-records link. */
export function randomToken(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** A URL-safe secret of `bytes` random bytes, e.g. the secret part of a reset link. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** `digits` decimal digits from the CSPRNG, leading zeros kept ("0042"). */
export function randomDigits(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** HMAC-SHA256 of a message as hex; `purpose` keeps the uses of one key apart. */
export function hmacHex(key: string, purpose: string, message: string): string {
  return createHmac('sha256', key).update(`${purpose}\0${message}`).digest('hex');
}

/** Compares two strings in constant time (for hashes and MACs). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
