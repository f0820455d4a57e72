import type { Website } from '../../db/schema';
import type { Role } from '../lib/constants/roles';
import type { SessionAccount } from '../lib/principal';
import type { PracticeLocale } from '../lib/practice-locale';

/**
 * What the plugins need from features, handed in by `createApp` (architecture §2: a plugin
 * imports no feature). The accounts feature answers `account`, the tenant site `website`.
 */
export interface Lookups {
  /** The account a session token names, or undefined when it is gone or has another role. */
  account(role: Role, id: number): Promise<SessionAccount | undefined>;
  /** The practice website a host names, by its sub-domain label or its custom domain. */
  website(host: { kind: 'subdomain'; label: string } | { kind: 'custom'; domain: string }): Promise<Website | undefined>;
  /** The sub-domain a practice's former one redirects to while its redirect lasts (asked only when no website answers). */
  movedSubDomain(label: string): Promise<string | undefined>;
  /** A practice's country, currency, locale and units. */
  practiceLocale(vendorId: number): Promise<PracticeLocale>;
}
