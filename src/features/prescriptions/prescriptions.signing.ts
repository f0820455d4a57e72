import { createPrivateKey, createPublicKey, hkdfSync, sign, verify, type KeyObject } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Prescription } from './prescriptions.repo';

/** PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * A practice's Ed25519 key, derived from the server's secret and the practice's id: it is stored
 * nowhere (no table, no file, no log), and the same secret always gives the same key.
 */
export function practiceKey(deps: AppDeps, vendorId: number): KeyObject {
  const seed = Buffer.from(hkdfSync('sha256', deps.config.jwtSecret, 'prescriptions', `practice-signing-key:${vendorId}`, 32));
  return createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

/** The practice's public key (SPKI, base64), printed in the PDF so anyone may check a signature. */
export function practicePublicKey(deps: AppDeps, vendorId: number): string {
  return createPublicKey(practiceKey(deps, vendorId)).export({ format: 'der', type: 'spki' }).toString('base64');
}

/** The signed facts, in a fixed order: any change to one of them breaks the signature. */
export function canonicalPayload(rx: Prescription): string {
  return JSON.stringify([
    'rx-v1',
    rx.id,
    rx.vendor_id,
    rx.pet_id,
    rx.user_id,
    rx.vet_login_id,
    rx.booking_id,
    rx.drug,
    rx.strength,
    rx.dose,
    rx.frequency,
    rx.duration_days,
    rx.quantity,
    rx.refills_allowed,
    rx.instructions,
    rx.issued_at,
  ]);
}

export function signPrescription(deps: AppDeps, rx: Prescription): string {
  return sign(null, Buffer.from(canonicalPayload(rx)), practiceKey(deps, rx.vendor_id)).toString('base64url');
}

/** Whether `signature` is the practice's over this prescription as it stands. */
export function signatureHolds(deps: AppDeps, rx: Prescription, signature: string): boolean {
  if (!/^[A-Za-z0-9_-]{86}$/.test(signature)) return false;
  const key = createPublicKey(practiceKey(deps, rx.vendor_id));
  return verify(null, Buffer.from(canonicalPayload(rx)), key, Buffer.from(signature, 'base64url'));
}

/** The public verify page's path: the id and the signature, so a forged or altered paper fails. */
export const verifyPath = (rx: Pick<Prescription, 'id' | 'signature'>) => `/rx/${rx.id}.${rx.signature}`;
