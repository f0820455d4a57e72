import { createHmac, randomBytes } from 'node:crypto';
import type { TurnConfig } from '../../config';
import type { IceServer } from './video';

/**
 * A TURN login in coturn's `use-auth-secret` scheme (the "TURN REST API"): the user name is
 * `<unix expiry>:<id>` and the password base64(HMAC-SHA1(secret, user name)), so coturn checks it
 * with the shared secret alone and it stops working at the expiry. The id is random, not a name:
 * coturn logs user names.
 */
export function turnLogin(turn: TurnConfig, now: Date, id = randomBytes(6).toString('hex')): IceServer {
  const expiry = Math.floor(now.getTime() / 1000) + turn.ttlSeconds;
  const username = `${expiry}:${id}`;
  return { urls: turn.urls, username, credential: turnCredential(turn.secret, username) };
}

/** base64(HMAC-SHA1(secret, username)): what coturn computes from its static-auth-secret. */
export function turnCredential(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}
