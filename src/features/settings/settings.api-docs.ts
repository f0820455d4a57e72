import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Nullable = () => t.Union([t.String(), t.Null()]);
const Website = t.Object({
  id: t.Integer(),
  vendor_id: t.Integer(),
  name: t.String(),
  logo: Nullable(),
  sub_domain: t.String(),
  custom_domain: Nullable(),
  sys_domain: Nullable(),
  header_section: Nullable(),
  body_section: Nullable(),
});
const Addresses = t.Object({
  siteUrl: t.String(),
  customUrl: t.Optional(Nullable()),
  cname: t.Optional(t.Union([t.Object({ name: t.String(), target: t.String() }), t.Null()])),
  reaches: t.Optional(t.Union([t.Boolean(), t.Null()])),
  redirects: t.Optional(t.Array(t.Object({ url: t.String(), until: t.String({ description: 'ISO instant' }) }), { description: 'Former sub-domain addresses that still redirect (308) here, held from other practices until then' })),
});
const Member = t.Object({
  id: t.Integer(),
  first_name: t.String(),
  last_name: t.String(),
  email: t.String(),
  phone: Nullable(),
  pic: Nullable(),
  subrole: t.String({ description: 'root_admin or user' }),
  created_at: t.String(),
});
const Locale = t.Object({ country: t.String(), currency: t.String(), locale: t.String(), units: t.String() });
const Done = t.Object({ result: t.Literal('success') });
const TAG = 'Settings';

/** The practice's settings: website, domains, team (root admin) and locale. */
export const settingsApiDocs: ApiOperations = {
  'GET /api/settings/website': { tag: TAG, summary: "The practice's website and the addresses it answers on (root admin)", session: true, responses: answers({ 200: t.Object({ ...Website.properties, addresses: Addresses }) }, ROLE, 404) },
  'PUT /api/settings/website': { tag: TAG, summary: 'Updates the brand name and header/body HTML (cleaned by the allow-list sanitizer)', session: true, responses: answers({ 200: Website }, ROLE, BODY, 404) },
  'PUT /api/settings/domains': { tag: TAG, summary: 'Updates the sub-domain and custom domain; 422 when another practice has it', session: true, responses: answers({ 200: Website }, ROLE, BODY, 404) },
  'GET /api/settings/team': { tag: TAG, summary: 'Team members, newest first (root admin)', session: true, responses: answers({ 200: t.Array(Member) }, ROLE) },
  'POST /api/settings/team': { tag: TAG, summary: 'Adds a team member, who gets an e-mail to set a password', session: true, responses: answers({ 201: Member }, ROLE, BODY, 409, 429) },
  'GET /api/settings/team/{id}': { tag: TAG, summary: 'One team member', session: true, responses: answers({ 200: Member }, ROLE, 404, 422) },
  'PUT /api/settings/team/{id}': { tag: TAG, summary: "Edits a team member's name, e-mail, phone and role", session: true, responses: answers({ 200: Member }, ROLE, BODY, 404, 409) },
  'DELETE /api/settings/team/{id}': { tag: TAG, summary: 'Removes a team member (their listings pass to a successor)', session: true, responses: answers({ 200: Done }, ROLE, 404, 409, 422) },
  'GET /api/settings/practice': { tag: TAG, summary: "The practice's country, currency, locale and units", session: true, responses: answers({ 200: Locale }, ROLE) },
  'PUT /api/settings/practice': { tag: TAG, summary: "Sets the practice's country, currency, locale and units (root admin)", session: true, responses: answers({ 200: Locale }, ROLE, BODY, 409) },
  'POST /api/settings/website/logo': {
    tag: TAG,
    summary: "Sets the site's logo (multipart, field file: an image); 422 naming file for another kind (root admin)",
    session: true,
    responses: answers({ 200: t.Object({ logo: Nullable(), msg: t.String() }) }, ROLE, BODY, 404),
  },
  'POST /api/settings/website/image': {
    tag: TAG,
    summary: "Stores an image for the site's sections (multipart, field file: a PNG, JPEG or WebP up to 2 MB); answers its address",
    session: true,
    responses: answers({ 200: t.Object({ url: t.String() }) }, ROLE, BODY, 404),
  },
  'PUT /api/settings/embed_origins': {
    tag: TAG,
    summary: 'Sets the origins (https://host[:port]) allowed to frame the booking widget (root admin)',
    session: true,
    responses: answers({ 200: t.Object({ embed_origins: t.Array(t.String()) }) }, ROLE, BODY, 404),
  },
};
