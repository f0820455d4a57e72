import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, constraintCode, notFound } from '../../lib/errors';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors';
import { translated } from '../../lib/i18n';
import { can, ownPractice } from '../../lib/policy';
import { storePublicImage } from '../files/files.service';
import type { Tx } from '../../../db/client';
import { siteHead, siteRow } from '../../lib/site-pages';
import { checkDomains, pickSubDomain, subDomainBase } from './settings.domains.rules';
import { renderDraft } from './settings.website-draft';
import { SETTINGS_MESSAGES as M, SUB_DOMAIN_REDIRECT_DAYS, WebsiteBody, type DomainsInput, type WebsiteInput } from './settings.model';
import { appNow } from '../../lib/clock';
import { deleteEndedRedirects, findHeldSubDomainsStartingWith, findRedirectTarget, findRedirectsOfVendor, isSubDomainHeldByOther, moveSubDomain } from './settings.redirects.repo';
import {
  findWebsiteHeadByCustomDomain,
  findWebsiteHeadBySubDomain,
  findSubDomainsStartingWith,
  findWebsiteByVendor,
  insertWebsite,
  isDomainTakenByOther,
  updateWebsite,
  upsertWebsite,
  type Website,
  type WebsiteChanges,
} from './settings.repo';

export type { Website } from './settings.repo';

/** Thrown with every rule a settings form breaks, each under its field, in the reader's language. */
export class SettingsRuleError extends AppError {
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors) {
    super(422, Object.values(errors)[0] ?? 'Invalid input', Object.keys(errors)[0]);
    this.errors = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translated(text)]));
  }
}

/**
 * The practice website a host names. Every request to a practice's site asks: which practice and
 * its content version come from memory until this process writes or a second passes (`siteHead`),
 * the row itself is kept while that version stands (lib/site-pages.ts).
 */
export async function websiteForHost(deps: AppDeps, host: { kind: 'subdomain'; label: string } | { kind: 'custom'; domain: string }): Promise<Website | undefined> {
  const db = deps.database.db;
  const key = host.kind === 'subdomain' ? `s:${host.label.toLowerCase()}` : `c:${host.domain.toLowerCase()}`;
  const head = await siteHead(deps.database, key, () => (host.kind === 'subdomain' ? findWebsiteHeadBySubDomain(db, host.label) : findWebsiteHeadByCustomDomain(db, host.domain)));
  if (!head) return undefined;
  return siteRow(deps.database, head, () => findWebsiteByVendor(db, head.vendor_id));
}

/**
 * The address a former sub-domain redirects to while its redirect lasts: the practice's current
 * sub-domain, asked only when no website answers to the name (a request to a live site never asks).
 */
export async function movedSubDomain(deps: AppDeps, label: string): Promise<string | undefined> {
  return (await findRedirectTarget(deps.database.db, label, deps.clock().toISOString()))?.sub_domain;
}

/** The practice's former sub-domains still redirecting, and until when (the Domains tab says so). */
export function formerSubDomains(deps: AppDeps, vendorId: number): Promise<{ sub_domain: string; until: string }[]> {
  return findRedirectsOfVendor(deps.database.db, vendorId, deps.clock().toISOString());
}

/** Website, Domains and Team are the root admin's (spec §6); anyone else is told they do not exist. */
export function rootAdminVendor(principal: Principal): number {
  if (!can(principal, 'practice:edit-website', ownPractice(principal))) throw notFound();
  return principal.vendor_id!;
}

/** The practice's website as the settings forms show it; a practice without one yet gets empty fields. */
export async function websiteOf(deps: AppDeps, principal: Principal): Promise<Website | null> {
  return (await findWebsiteByVendor(deps.database.db, rootAdminVendor(principal))) ?? null;
}

/** Website rows for any practice (the dashboard checklist reads the signed-in practice's only). */
export const websiteOfVendor = (deps: AppDeps, vendorId: number) => findWebsiteByVendor(deps.database.db, vendorId);

async function write(deps: AppDeps, vendorId: number, changes: WebsiteChanges): Promise<Website> {
  const now = deps.clock().toISOString();
  // A database trigger raises the website's content version with every write of its row.
  try {
    const updated = await updateWebsite(deps.database.db, vendorId, changes, now);
    if (updated) return updated;
    // A practice created before websites existed: its first save creates the row.
    if (!changes.name || !changes.sub_domain) throw new SettingsRuleError({ sub_domain: M.subDomainRequired });
    return await upsertWebsite(deps.database.db, vendorId, { ...changes, name: changes.name, sub_domain: changes.sub_domain }, now);
  } catch (error) {
    throw takenRefusal(error);
  }
}

/**
 * The unique indexes (and the guard on names a redirect holds, a trigger) decide a race between
 * two practices claiming one name at once: the loser's field says it is taken.
 */
function takenRefusal(error: unknown): unknown {
  const code = constraintCode(error);
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_TRIGGER') return error;
  const text = String((error as Error)?.message ?? '') + String((error as { cause?: Error }).cause?.message ?? '');
  return new SettingsRuleError({ [text.includes('custom_domain') ? 'custom_domain' : 'sub_domain']: M.domainTaken });
}

/** A new sub-domain: the old one redirects to it, and stays held, for SUB_DOMAIN_REDIRECT_DAYS (decision 0049). */
async function moveSite(deps: AppDeps, vendorId: number, from: string, changes: WebsiteChanges & { sub_domain: string }): Promise<Website> {
  const now = deps.clock();
  const until = new Date(now.getTime() + SUB_DOMAIN_REDIRECT_DAYS * 86_400_000).toISOString();
  try {
    const moved = await moveSubDomain(deps.database.db, vendorId, { from, changes, until, now: now.toISOString() });
    if (!moved) throw notFound();
    return moved;
  } catch (error) {
    throw takenRefusal(error);
  }
}

/**
 * Saves brand name and header/body (Markdown or HTML, rendered and cleaned by the allow-list
 * sanitizer before it is stored, the source beside it), with an optional new logo. The practice site reads the row on every request,
 * so the next visit shows the change.
 */
export async function saveWebsite(deps: AppDeps, principal: Principal, input: WebsiteInput, logo?: File | null): Promise<Website> {
  const vendorId = rootAdminVendor(principal);
  input = { ...input, name: (input.name ?? '').trim() };
  const errors = fieldErrors(WebsiteBody, input);
  if (Object.keys(errors).length > 0) throw new SettingsRuleError(errors);
  const draft = renderDraft(input);
  // The source is kept as typed, for the editor; the site and every reader use the rendered, cleaned HTML.
  const changes: WebsiteChanges = {
    name: input.name,
    header_section: draft.header || null,
    body_section: draft.body || null,
    header_source: input.header_section || null,
    body_source: input.body_section || null,
    source_format: draft.format,
  };
  if (logo) changes.logo = await storePublicImage(deps, 'brand_logo', logo, 'logo');
  const website = await write(deps, vendorId, changes);
  deps.log.info('website_saved', { vendor_id: vendorId });
  return website;
}

/** A new logo alone (the avatar editor's square output). */
export async function saveLogo(deps: AppDeps, principal: Principal, logo: File): Promise<Website> {
  const vendorId = rootAdminVendor(principal);
  const url = await storePublicImage(deps, 'brand_logo', logo, 'file');
  const website = await updateWebsite(deps.database.db, vendorId, { logo: url }, deps.clock().toISOString());
  if (!website) throw new SettingsRuleError({ logo: 'Save the website first' });
  return website;
}

/**
 * Saves the sub-domain and custom domain (spec §5, §8). Nothing is written unless both pass;
 * a name another practice has is "The domain is already taken!", whether found first or
 * refused by the unique index when two practices save at the same moment.
 */
export async function saveDomains(deps: AppDeps, principal: Principal, input: DomainsInput): Promise<Website> {
  const vendorId = rootAdminVendor(principal);
  const { value, errors } = checkDomains(input, deps.config.baseDomain);
  const db = deps.database.db;
  const now = deps.clock().toISOString();
  // A name another practice left still redirects to it, so it is not free until that ends.
  const taken = async () => (await isDomainTakenByOther(db, vendorId, 'sub_domain', value.sub_domain)) || (await isSubDomainHeldByOther(db, vendorId, value.sub_domain, now));
  if (!errors.sub_domain && (await taken())) errors.sub_domain = M.domainTaken;
  if (value.custom_domain && !errors.custom_domain && (await isDomainTakenByOther(db, vendorId, 'custom_domain', value.custom_domain))) {
    errors.custom_domain = M.domainTaken;
  }
  if (Object.keys(errors).length > 0) throw new SettingsRuleError(errors);
  await deleteEndedRedirects(db, now);
  const current = await findWebsiteByVendor(db, vendorId);
  const moving = current !== undefined && current.sub_domain.toLowerCase() !== value.sub_domain;
  const website = moving ? await moveSite(deps, vendorId, current.sub_domain, value) : await write(deps, vendorId, value);
  deps.log.info('domains_saved', { vendor_id: vendorId });
  return website;
}

/** A new practice's website, inside its signup transaction: its name, and a free sub-domain made from it. */
export async function createPracticeWebsite(tx: Tx, vendorId: number, name: string): Promise<Website> {
  const base = subDomainBase(name);
  const now = appNow().toISOString();
  // A name that still redirects to the practice that left it is not free (decision 0049).
  await deleteEndedRedirects(tx, now);
  const taken = [...(await findSubDomainsStartingWith(tx, base)), ...(await findHeldSubDomainsStartingWith(tx, base, now))];
  const subDomain = pickSubDomain(base, taken);
  return insertWebsite(tx, { vendor_id: vendorId, name, sub_domain: subDomain });
}
