/**
 * A practice calendar feed whose maker's right has ended (check R4): a new root admin of practice A
 * makes the practice feed through the dashboard, then practice A's root admin removes them from the
 * team or demotes them, through the team API, as a practice would. The feed's address is answered;
 * the matrix then reads it as each principal (the token is its only key, so the answer is the same
 * for all: the feed while its maker may hold it, nothing after).
 */
import type { TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../helpers/accounts';
import type { Cast } from './authz-world';

export type MakerFate = 'holds' | 'removed' | 'demoted';

let n = 0;

export async function practiceFeedAfter(app: TestApp, cast: Cast, fate: MakerFate): Promise<string> {
  const root = bearer(cast.tokens.root!);
  const email = `feed-maker-${++n}-${Date.now()}@example.com`;
  const maker = { first_name: 'Feed', last_name: 'Maker', email, phone: '5550001111', subrole: 'root_admin' };
  const added = await app.request('/api/settings/team', { method: 'POST', headers: root, json: { ...maker, password: 'password123' } });
  if (added.status !== 201 && added.status !== 200) throw new Error(`team member not added: ${added.status} ${await added.text()}`);
  const { id } = (await added.json()) as { id: number };
  const made = await app.request('/app/calendar-feeds/practice/renew', { method: 'POST', headers: cookieHeader(await apiLogin(app, email, 'vendor')) });
  const token = /\/calendar\/([A-Za-z0-9_-]{43})\.ics/.exec(await made.text())?.[1];
  if (!token) throw new Error(`no practice feed made: ${made.status}`);
  const ended =
    fate === 'removed'
      ? await app.request(`/api/settings/team/${id}`, { method: 'DELETE', headers: root })
      : fate === 'demoted'
        ? await app.request(`/api/settings/team/${id}`, { method: 'PUT', headers: root, json: { ...maker, subrole: 'user' } })
        : null;
  if (ended && ended.status !== 200) throw new Error(`maker not ${fate}: ${ended.status} ${await ended.text()}`);
  return token;
}
