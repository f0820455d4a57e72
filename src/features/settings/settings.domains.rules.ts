import { LIMITS } from '../../lib/constants/limits';
import type { FieldErrors } from '../../lib/form-errors';
import { RESERVED_SUB_DOMAINS, SETTINGS_MESSAGES as M } from './settings.model';

export interface CleanDomains {
  sub_domain: string;
  custom_domain: string | null;
}

/** spec §5 Website: sub-domain required, at least 4 characters, trimmed (and lower-cased here). */
export function subDomainError(value: string): string | undefined {
  if (!value) return M.subDomainRequired;
  if (value.length < LIMITS.SUBDOMAIN_MIN_LENGTH) return M.subDomainShort;
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(value) || value.length > 63) return M.subDomainChars;
  if (RESERVED_SUB_DOMAINS.has(value)) return M.subDomainReserved;
  return undefined;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * spec §5: custom domain optional, without protocol or www; a host name of two labels or more.
 *   "vets.example.com" ok · "https://vets.example" → protocol · "www.vets.example" → www · "vets" → invalid
 */
export function customDomainError(value: string, baseDomain: string): string | undefined {
  if (!value) return undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || value.includes('/')) return M.customDomainProtocol;
  if (value.startsWith('www.')) return M.customDomainWww;
  const labels = value.split('.');
  if (value.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels.at(-1)!)) return M.customDomainInvalid;
  // The platform's own hosts are no practice's custom domain.
  if (value === baseDomain || value.endsWith(`.${baseDomain}`)) return M.customDomainInvalid;
  return undefined;
}

/** Trims and lower-cases both fields and answers them with every rule they break. */
export function checkDomains(input: { sub_domain?: string; custom_domain?: string }, baseDomain: string): { value: CleanDomains; errors: FieldErrors } {
  const sub = (input.sub_domain ?? '').trim().toLowerCase();
  const custom = (input.custom_domain ?? '').trim().toLowerCase().replace(/\.$/, '');
  const errors: FieldErrors = {};
  const subError = subDomainError(sub);
  if (subError) errors.sub_domain = subError;
  const customError = customDomainError(custom, baseDomain);
  if (customError) errors.custom_domain = customError;
  return { value: { sub_domain: sub, custom_domain: custom || null }, errors };
}

/**
 * A practice's sub-domain from its name: lower-case letters, digits and single hyphens,
 * at most 40 characters, at least 4 (a shorter label is no sub-domain, contract "Hosts").
 *   "Happy Paws Veterinary Clinic" → "happy-paws-veterinary-clinic"
 *   "Café Chat & Co."              → "cafe-chat-co"
 *   "K9"                           → "k9-vet"
 */
export function subDomainBase(name: string): string {
  const label = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  if (label.length >= LIMITS.SUBDOMAIN_MIN_LENGTH) return label;
  return label ? `${label}-vet` : 'practice';
}

/** The first of base, base-2, base-3… that is not taken. */
export function pickSubDomain(base: string, taken: Iterable<string>): string {
  const used = new Set([...taken, ...RESERVED_SUB_DOMAINS]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

