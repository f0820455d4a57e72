import type { Website } from '../../db/schema';
import type { PracticeLocale } from './practice-locale';

/** What the request's host is (contract "Hosts"): the platform, the white-label portal, a practice's site, or nobody's. */
export type Tenant =
  | { kind: 'main' }
  | { kind: 'portal' }
  | { kind: 'site'; website: Website; practice: PracticeLocale }
  | { kind: 'unknown'; host: string };
