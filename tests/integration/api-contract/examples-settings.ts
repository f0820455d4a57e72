import { createOwner } from '../../helpers/accounts';
import type { Example } from './context';

const member = (email: string) => ({ first_name: 'Tess', last_name: 'Member', email, phone: '+447700900123', subrole: 'user' });

/** Settings (the root admin's practice) and the practice's customers. */
export const settingsExamples: Record<string, Example> = {
  'GET /api/settings/website': async ({ call, tokens }) => [await call('GET', '/api/settings/website', tokens.vet), await call('GET', '/api/settings/website', tokens.staff)],
  'PUT /api/settings/website': async ({ call, tokens }) => [
    await call('PUT', '/api/settings/website', tokens.vet2, { name: 'City Cat Clinic', header_section: '<h1>Cats</h1>', body_section: '<p>Welcome</p>' }),
    await call('PUT', '/api/settings/website', tokens.vet2, { name: '' }),
  ],
  'PUT /api/settings/domains': async ({ call, tokens }) => [
    await call('PUT', '/api/settings/domains', tokens.vet2, { sub_domain: 'citycats' }),
    await call('PUT', '/api/settings/domains', tokens.vet2, { sub_domain: 'happypaws' }),
  ],
  'GET /api/settings/team': async ({ call, tokens }) => [await call('GET', '/api/settings/team', tokens.vet), await call('GET', '/api/settings/team', tokens.owner)],
  'POST /api/settings/team': async ({ call, tokens }) => [
    await call('POST', '/api/settings/team', tokens.vet2, member(`member-${Date.now()}@example.com`)),
    await call('POST', '/api/settings/team', tokens.vet2, { ...member('bad'), subrole: 'boss' }),
  ],
  'GET /api/settings/team/{id}': async ({ call, tokens }) => {
    const [first] = (await (await call('GET', '/api/settings/team', tokens.vet)).json()) as { id: number }[];
    return [await call('GET', `/api/settings/team/${first!.id}`, tokens.vet), await call('GET', `/api/settings/team/${first!.id}`, tokens.vet2)];
  },
  'PUT /api/settings/team/{id}': async ({ call, tokens }) => {
    const made = (await (await call('POST', '/api/settings/team', tokens.vet2, member(`edit-${Date.now()}@example.com`))).json()) as { id: number };
    return [
      await call('PUT', `/api/settings/team/${made.id}`, tokens.vet2, member(`edited-${Date.now()}@example.com`)),
      await call('PUT', `/api/settings/team/${made.id}`, tokens.vet, member(`stolen-${Date.now()}@example.com`)),
    ];
  },
  'DELETE /api/settings/team/{id}': async ({ call, tokens }) => {
    const made = (await (await call('POST', '/api/settings/team', tokens.vet2, member(`gone-${Date.now()}@example.com`))).json()) as { id: number };
    return [await call('DELETE', `/api/settings/team/${made.id}`, tokens.vet), await call('DELETE', `/api/settings/team/${made.id}`, tokens.vet2)];
  },
  'GET /api/settings/practice': async ({ call, tokens }) => [await call('GET', '/api/settings/practice', tokens.vet), await call('GET', '/api/settings/practice', tokens.owner)],
  'PUT /api/settings/practice': async ({ call, tokens }) => [
    await call('PUT', '/api/settings/practice', tokens.vet2, { country: 'GB', currency: 'GBP', locale: 'en-GB', units: 'metric' }),
    await call('PUT', '/api/settings/practice', tokens.vet2, { country: 'GB', currency: 'XXXX', locale: 'en-GB', units: 'metric' }),
  ],
  'PUT /api/settings/embed_origins': async ({ call, tokens }) => [
    await call('PUT', '/api/settings/embed_origins', tokens.vet2, { embed_origins: ['https://citycats.example.com'] }),
    await call('PUT', '/api/settings/embed_origins', tokens.vet2, { embed_origins: ['https://citycats.example.com/book?x=1'] }),
    await call('PUT', '/api/settings/embed_origins', tokens.staff, { embed_origins: [] }),
  ],
  'GET /api/embed/wizard': async ({ app, tokens, patel }) => [
    await app.request(`/api/embed/wizard?listing=${patel}&type=4000`, { host: 'happypaws.localhost', headers: { authorization: `Bearer ${tokens.owner}` } }),
    await app.request(`/api/embed/wizard?listing=${patel}&type=4000`, { host: 'happypaws.localhost' }),
    await app.request(`/api/embed/wizard?listing=${patel}&type=4000`, { headers: { authorization: `Bearer ${tokens.owner}` } }),
  ],
  'GET /api/users': async ({ call, tokens }) => [await call('GET', '/api/users?q=owner', tokens.vet), await call('GET', '/api/users', tokens.owner)],
  'GET /api/users/lookup': async ({ app, call, tokens, ownerRow }) => [
    await call('GET', `/api/users/lookup?hash=${ownerRow.hash}`, tokens.vet),
    await call('GET', `/api/users/lookup?hash=${(await createOwner(app)).hash}`, tokens.vet),
  ],
  'GET /api/users/{id}': async ({ app, call, tokens, ownerRow }) => [await call('GET', `/api/users/${ownerRow.id}`, tokens.vet), await call('GET', `/api/users/${(await createOwner(app)).id}`, tokens.vet)],
};
