import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, ownPractice } from '../../lib/policy';
import { forbidden, notFound } from '../../lib/errors';
import { practiceLocaleOf, teamOf } from '../accounts/accounts.practices.service';
import { consentVersions, currentConsent } from './telehealth.consent';
import { addLicence, licencesOf, removeLicence, setWindowMonths, windowMonthsOf } from './telehealth.service';

/* The Telehealth settings as a person may use them (src/lib/policy.ts): members read, the root admin changes. */

/** The practice whose settings these are, when the person may see them; 404 otherwise (an owner, the platform admin). */
function practiceSeenBy(principal: Principal): number {
  const practice = ownPractice(principal);
  if (!can(principal, 'telehealth:see', practice)) throw notFound();
  return practice.vendor_id!;
}

function practiceManagedBy(principal: Principal): number {
  const vendorId = practiceSeenBy(principal);
  if (!can(principal, 'telehealth:manage', ownPractice(principal))) throw forbidden();
  return vendorId;
}

export async function telehealthSettingsFor(deps: AppDeps, principal: Principal) {
  const vendorId = practiceSeenBy(principal);
  const [licences, team, months, consent, versions, locale] = await Promise.all([
    licencesOf(deps, vendorId),
    teamOf(deps, vendorId),
    windowMonthsOf(deps, vendorId),
    currentConsent(deps, vendorId),
    consentVersions(deps, vendorId),
    practiceLocaleOf(deps, vendorId),
  ]);
  const canManage = can(principal, 'telehealth:manage', ownPractice(principal));
  return { licences, team: team.map((m) => ({ id: m.id, first_name: m.first_name, last_name: m.last_name })), months, consent, versions, canManage, practiceCountry: locale.country };
}

export async function addLicenceFor(deps: AppDeps, principal: Principal, input: { login_id?: unknown; country?: unknown; region?: unknown; number?: unknown }) {
  const vendorId = practiceManagedBy(principal);
  const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
  const loginId = /^\d+$/.test(str(input.login_id)) ? Number(input.login_id) : 0;
  return addLicence(deps, { vendorId, loginId, country: str(input.country), region: str(input.region), number: str(input.number) });
}

export async function removeLicenceFor(deps: AppDeps, principal: Principal, id: number): Promise<void> {
  await removeLicence(deps, practiceManagedBy(principal), id);
}

export async function setWindowFor(deps: AppDeps, principal: Principal, months: unknown): Promise<number> {
  return setWindowMonths(deps, practiceManagedBy(principal), months);
}

/** The practice's licences and window as JSON. */
export async function telehealthSettingsJson(deps: AppDeps, principal: Principal) {
  const settings = await telehealthSettingsFor(deps, principal);
  return {
    vcpr_months: settings.months,
    licences: settings.licences.map((l) => ({ id: l.id, login_id: l.login_id, country: l.country, region: l.region, number: l.number })),
    consent: { version: settings.consent.version, text: settings.consent.text, default: settings.consent.isDefault },
  };
}
