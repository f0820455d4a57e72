import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { notFound } from '../../lib/errors';
import { fieldErrors } from '../../lib/form-errors';
import { t } from '../../lib/i18n';
import { removalText, sanitizeWithReport } from '../../lib/sanitize-report';
import { storePublicImage } from '../files/files.service';
import { practiceLocaleOf } from '../accounts/accounts.practices.service';
import { siteHome } from '../tenant-site/tenant-site.service';
import { SiteHomePage } from '../tenant-site/views/SiteHomePage';
import { WebsiteBody, type WebsiteInput } from './settings.model';
import { findWebsiteByVendor } from './settings.repo';
import { SettingsRuleError, rootAdminVendor } from './settings.service';
import { renderDraft } from './settings.website-draft';

export interface WebsitePreview {
  /** The practice's site page as it would look with the draft: a whole HTML document. */
  page: string;
  /** The draft's sections, rendered and cleaned: what switching to HTML puts in the editor. */
  sections: { header: string; body: string };
  /** What saving would remove, and which images would not load, in the reader's language. */
  notes: string[];
}

/** What the sanitizer will take out of a draft, said before anything is saved. */
function draftNotes(removed: string[], header: string, body: string): string[] {
  const notes: string[] = [];
  if (removed.length) notes.push(t('Will be removed for safety: {items}.', { items: removed.map(removalText).join(', ') }));
  const relative = [...new Set([header, body].flatMap((html) => sanitizeWithReport(html).relativeImages))];
  if (relative.length) notes.push(t('These images will not load on your site, because their addresses are relative: {items}. Use a full https:// address.', { items: relative.join(', ') }));
  return notes;
}

/**
 * The practice's own site page rendered from a draft, through the same rendering and sanitizer as a
 * save; nothing is written. Only the practice's root admin, and only for its own site.
 */
export async function previewWebsite(deps: AppDeps, principal: Principal, input: WebsiteInput): Promise<WebsitePreview> {
  const vendorId = rootAdminVendor(principal);
  // A brand name being retyped is no error while previewing: the saved one stands in until the save checks it.
  const errors = fieldErrors(WebsiteBody, { ...input, name: input.name || 'x' });
  if (Object.keys(errors).length > 0) throw new SettingsRuleError(errors);
  const saved = await findWebsiteByVendor(deps.database.db, vendorId);
  if (!saved) throw notFound();
  const draft = renderDraft(input);
  const website = { ...saved, name: input.name || saved.name, header_section: draft.header, body_section: draft.body };
  const site = { kind: 'site' as const, website, practice: await practiceLocaleOf(deps, vendorId) };
  const page = String(await (<SiteHomePage site={site} principal={null} {...await siteHome(deps, website)} preview />));
  return { page, sections: { header: draft.header, body: draft.body }, notes: draftNotes(draft.removed, draft.header, draft.body) };
}

/** An image for the website's sections, checked and stored like the logo (kind from its bytes, 2 MB at most); its public address. */
export async function storeWebsiteImage(deps: AppDeps, principal: Principal, file: File): Promise<string> {
  rootAdminVendor(principal);
  return storePublicImage(deps, 'brand_logo', file, 'file');
}
