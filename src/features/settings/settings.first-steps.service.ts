import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { listingsFor } from '../listings/listings.service';
import { listTeam } from '../accounts/accounts.team.service';
import { findWebsiteByVendor } from './settings.repo';
import { siteUrlOf } from './settings.domains.status';
import { isRootAdmin } from '../../lib/policy';
import { t } from '../../lib/i18n';

export interface FirstStep {
  key: 'site' | 'listing' | 'brand' | 'team';
  label: string;
  href: string;
  done: boolean;
}

/**
 * A new practice's first steps (its root admin's dashboard): where its site is, a first
 * listing, brand and logo, a team. Each is ticked when done; null once all are, or for
 * anyone but the root admin.
 */
export async function firstStepsFor(deps: AppDeps, principal: Principal): Promise<FirstStep[] | null> {
  if (!isRootAdmin(principal)) return null;
  const [website, listings, team] = await Promise.all([
    findWebsiteByVendor(deps.database.db, principal.vendor_id!),
    listingsFor(deps, principal),
    listTeam(deps, principal),
  ]);
  const siteUrl = website ? siteUrlOf(deps.config.publicUrl, website.sub_domain.toLowerCase()) : null;
  const steps: FirstStep[] = [
    { key: 'site', label: siteUrl ? t('Your site is at {url}', { url: siteUrl }) : t('Choose your site address'), href: siteUrl ?? '/app/settings/domains', done: Boolean(siteUrl) },
    { key: 'listing', label: t('Add your first listing'), href: '/app/listings/item', done: listings.length > 0 },
    { key: 'brand', label: t("Set your website's brand and logo"), href: '/app/settings/website', done: Boolean(website?.name && website.logo) },
    { key: 'team', label: t('Invite your team'), href: '/app/settings/team/new', done: team.length > 1 },
  ];
  return steps.every((s) => s.done) ? null : steps;
}
