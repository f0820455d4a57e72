import type { Example } from './context';

/** The records access log: the owner's of their pet (another owner's 404), the practice's root admin's (a team member 403). */
export const accessLogExamples: Record<string, Example> = {
  'GET /api/pets/{id}/access-log': async ({ call, tokens, ownerPet }) => {
    await call('GET', `/api/pets/${ownerPet}/records?category=allergies`, tokens.owner);
    return [await call('GET', `/api/pets/${ownerPet}/access-log`, tokens.owner), await call('GET', `/api/pets/${ownerPet}/access-log`, tokens.owner2)];
  },
  'GET /api/records-access': async ({ call, tokens }) => [
    await call('GET', '/api/records-access?from=2026-01-01', tokens.vet),
    await call('GET', '/api/records-access', tokens.staff),
    await call('GET', '/api/records-access?from=yesterday', tokens.vet),
  ],
};
