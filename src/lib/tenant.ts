import type { Website } from '../../db/schema';
import type { PracticeLocale } from './practice-locale';

/** What the request's host is (contract "Hosts"): the platform, the white-label portal, a practice's site, or nobody's. */
export type Tenant =
  | { kind: 'main' }
  | { kind: 'portal' }
  | { kind: 'site'; website: Website; practice: PracticeLocale }
  /** `movedTo`: a practice's former sub-domain while it still redirects, and the sub-domain its site moved to. */
  | { kind: 'unknown'; host: string; movedTo?: string };
