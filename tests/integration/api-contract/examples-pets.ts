import type { Example } from './context';

/** Pets, records and files: the owner's own objects, another owner's refused. */
export const petExamples: Record<string, Example> = {
  'GET /api/pets': async ({ call, tokens }) => [await call('GET', '/api/pets', tokens.owner), await call('GET', '/api/pets', null)],
  'POST /api/pets': async ({ call, tokens }) => [
    await call('POST', '/api/pets', tokens.owner2, { name: 'Contract', type: 1 }),
    await call('POST', '/api/pets', tokens.owner2, { name: '', type: 1 }),
  ],
  'GET /api/pets/{id}': async ({ call, tokens, ownerPet }) => [await call('GET', `/api/pets/${ownerPet}`, tokens.owner), await call('GET', `/api/pets/${ownerPet}`, tokens.owner2)],
  'PUT /api/pets/{id}': async ({ call, tokens, owner2Pet }) => [
    await call('PUT', `/api/pets/${owner2Pet}`, tokens.owner2, { name: 'Renamed', type: 1 }),
    await call('PUT', `/api/pets/${owner2Pet}`, tokens.owner, { name: 'Stolen', type: 1 }),
    await call('PUT', `/api/pets/${owner2Pet}`, tokens.owner2, { type: 1 }),
  ],
  'DELETE /api/pets/{id}': async ({ call, tokens }) => {
    const made = await call('POST', '/api/pets', tokens.owner2, { name: 'Leaving', type: 2 });
    const { id } = (await made.json()) as { id: number };
    return [await call('DELETE', `/api/pets/${id}`, tokens.owner), await call('DELETE', `/api/pets/${id}`, tokens.owner2)];
  },
  'POST /api/pets/{id}/share': async ({ call, tokens, owner2Pet }) => [
    await call('POST', `/api/pets/${owner2Pet}/share`, tokens.owner2, { action: 'on' }),
    await call('POST', `/api/pets/${owner2Pet}/share`, tokens.owner2, { action: 'maybe' }),
  ],
  'GET /api/records/categories': async ({ call, tokens }) => [await call('GET', '/api/records/categories', tokens.owner), await call('GET', '/api/records/categories', null)],
  'GET /api/pets/{id}/records': async ({ call, tokens, ownerPet }) => [
    await call('GET', `/api/pets/${ownerPet}/records?category=allergies`, tokens.owner),
    await call('GET', `/api/pets/${ownerPet}/records`, tokens.owner2),
  ],
  'POST /api/pets/{id}/records': async ({ call, tokens, owner2Pet }) => [
    await call('POST', `/api/pets/${owner2Pet}/records`, tokens.owner2, { category: 'weight', details: { date: '2026-08-02', lbs: 31 } }),
    await call('POST', `/api/pets/${owner2Pet}/records`, tokens.owner2, { category: 'weather', details: {} }),
  ],
  'PUT /api/records/{id}': async ({ call, tokens, owner2Pet }) => {
    const made = await call('POST', `/api/pets/${owner2Pet}/records`, tokens.owner2, { category: 'allergies', details: { name: 'Pollen', reaction: 'Sneezing' } });
    const { id } = (await made.json()) as { id: number };
    return [
      await call('PUT', `/api/records/${id}`, tokens.owner2, { details: { name: 'Pollen', reaction: 'Itching' } }),
      await call('PUT', `/api/records/${id}`, tokens.owner, { details: { name: 'Pollen' } }),
    ];
  },
  'DELETE /api/records/{id}': async ({ call, tokens, owner2Pet }) => {
    const made = await call('POST', `/api/pets/${owner2Pet}/records`, tokens.owner2, { category: 'allergies', details: { name: 'Dust', reaction: 'Cough' } });
    const { id } = (await made.json()) as { id: number };
    return [await call('DELETE', `/api/records/${id}`, tokens.owner), await call('DELETE', `/api/records/${id}`, tokens.owner2)];
  },
  'GET /api/pets/{id}/export': async ({ call, tokens, ownerPet }) => [await call('GET', `/api/pets/${ownerPet}/export`, tokens.owner), await call('GET', `/api/pets/${ownerPet}/export`, tokens.owner2)],
  'POST /api/files/{accessType}': async ({ call, tokens }) => [
    await call('POST', '/api/files/private', tokens.owner, { fileName: 'report.pdf', fileType: 'application/pdf', serviceType: 'phr' }),
    await call('POST', '/api/files/private', tokens.owner, { fileName: 'page.html', fileType: 'text/html', serviceType: 'phr' }),
  ],
  'PUT /api/files/upload': async ({ app, call, tokens }) => {
    const ticket = (await (await call('POST', '/api/files/private', tokens.owner, { fileName: 'report.pdf', fileType: 'application/pdf', serviceType: 'phr' })).json()) as { uploadUrl: string };
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const put = (url: string) => app.request(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: pdf });
    return [await put(ticket.uploadUrl), await put(ticket.uploadUrl.replace(/sig=[^&]+/, 'sig=forged'))];
  },
};
