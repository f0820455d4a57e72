import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { hmacHex } from '../../lib/crypto';
import { recentCount, recordEvent } from '../../lib/throttle';
import { MESSAGES } from './accounts.model';
import { addMinutes } from '../../lib/time';

/**
 * The self-hosted captcha (altcha proof of work), on when CAPTCHA=1. A challenge is signed
 * with keys derived from the JWT secret, lives 10 minutes and is accepted once.
 * The work (PBKDF2, 2000 rounds, 2000–6000 tries) takes a browser about a second.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 2_000;
const COUNTER_MIN = 2_000;
const COUNTER_MAX = 6_000;
const CHALLENGE_TTL_MINUTES = 10;

function keys(deps: AppDeps) {
  return {
    hmacSignatureSecret: hmacHex(deps.config.jwtSecret, 'altcha', 'challenge'),
    hmacKeySignatureSecret: hmacHex(deps.config.jwtSecret, 'altcha', 'key'),
  };
}

export function createCaptchaChallenge(deps: AppDeps): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: addMinutes(deps.clock(), CHALLENGE_TTL_MINUTES),
    ...keys(deps),
  });
}

function decode(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!parsed?.challenge?.parameters || typeof parsed.solution?.counter !== 'number') return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Refuses a missing, forged, expired or reused captcha payload when the captcha is on. */
export async function checkCaptcha(deps: AppDeps, payload: string | undefined): Promise<void> {
  if (!deps.config.captcha) return;
  const refuse = () => new AppError(422, MESSAGES.captchaRequired, 'altcha');
  const decoded = payload ? decode(payload) : null;
  if (!decoded) throw refuse();
  let verified = false;
  try {
    verified = (await verifySolution({ challenge: decoded.challenge, solution: decoded.solution, deriveKey, ...keys(deps) })).verified;
  } catch {
    verified = false;
  }
  if (!verified) throw refuse();
  // A solved challenge is good for one submission.
  const usedKey = `captcha:${decoded.challenge.parameters.nonce}`;
  const db = deps.database.db;
  const now = deps.clock();
  if ((await recentCount(db, usedKey, CHALLENGE_TTL_MINUTES + 1, now)) > 0) throw refuse();
  await recordEvent(db, [usedKey], now);
}
