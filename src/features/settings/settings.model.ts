import { t } from 'elysia';
import type { MessageKey } from '../../lib/i18n';
import { INPUT_LIMITS } from '../../lib/input-limits';

export const SETTINGS_MESSAGES = {
  domainTaken: 'The domain is already taken!',
  brandRequired: 'Brand name is required',
  subDomainRequired: 'Sub-domain is required',
  subDomainShort: 'Sub-domain must be at least 4 characters',
  subDomainChars: 'Sub-domain may contain lower-case letters, digits and hyphens only',
  subDomainReserved: 'This sub-domain is reserved',
  customDomainProtocol: 'Enter the domain without http:// or https://',
  customDomainWww: 'Enter the domain without www.',
  customDomainInvalid: 'Enter a valid domain name such as example.com',
  websiteSaved: 'Your website has been saved.',
  logoSaved: 'Your new logo has been uploaded.',
  domainsSaved: 'Your domains have been saved.',
} as const satisfies Record<string, MessageKey>;

/** How long a former sub-domain redirects to the new one, and is held from other practices (decision 0049). */
export const SUB_DOMAIN_REDIRECT_DAYS = 90;

/** Labels a practice may not take: the platform's own hosts. */
export const RESERVED_SUB_DOMAINS = new Set(['www', 'app', 'api', 'admin', 'mail']);

const Html = t.Optional(t.String({ maxLength: INPUT_LIMITS.MAX_SECTION_CHARS, error: 'The section is too long (50,000 characters at most)' }));

/** How the sections are written; without it they are HTML, as before the editor had formats. */
export const SOURCE_FORMATS = ['markdown', 'html'] as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

/** Website tab (spec §5 Website): brand name required; the sections (Markdown or HTML) are rendered and cleaned on save. */
export const WebsiteBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 120, requiredError: SETTINGS_MESSAGES.brandRequired, error: 'Brand name must be at most 120 characters' }),
  header_section: Html,
  body_section: Html,
  source_format: t.Optional(t.UnionEnum([...SOURCE_FORMATS], { error: 'source_format must be markdown or html' })),
});
export type WebsiteInput = typeof WebsiteBody.static;

/** Domains tab; the rules a schema cannot state (reserved labels, host name shape) are in the service. */
export const DomainsBody = t.Object({
  sub_domain: t.String({ maxLength: 63, error: 'Sub-domain must be at most 63 characters' }),
  custom_domain: t.Optional(t.String({ maxLength: 253, error: 'Custom domain must be at most 253 characters' })),
});
export type DomainsInput = typeof DomainsBody.static;
