import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectTo } from '../../plugins/redirects';
import { readerZone } from '../listings/listings.zone';
import { AppError } from '../../lib/errors';
import { categoryOf, RECORD_CATEGORIES } from '../../lib/constants/record-categories';
import { RecordIdParams } from './records.model';
import { askForCorrection, entryHistory, entryState, REASON_MAX } from './records.history';
import { entryHistoryLogged, markEnteredInErrorLogged } from './records.audited';
import { EntryHistoryPage } from './views/EntryHistory';
import type { HealthRecord } from './records.service';

const READERS = { auth: { role: ['user', 'vendor'] as ('user' | 'vendor')[] } };
const TAGS = ['records'];
const ReasonBody = t.Object({ reason: t.Optional(t.String({ maxLength: REASON_MAX * 4, label: 'Reason' })) });
const CorrectionBody = t.Object({ message: t.Optional(t.String({ maxLength: REASON_MAX * 4, label: 'What should be corrected?' })) });

const recordJson = (r: HealthRecord) => ({ id: r.id, pet_id: r.pet_id, category: r.category, details: r.details, created_at: r.created_at, updated_at: r.updated_at, ...entryState(r) });

/** A locked entry's history and its "entered in error" mark: the page and the JSON API (the same services, so the same rules). */
export const recordHistoryRoutes = (deps: AppDeps) =>
  featureRoutes('records-history', deps)
    .get(
      '/app/medical-records/records/:id/history',
      async ({ user, params, tenant, request }) => {
        const history = await entryHistoryLogged(deps, user, 'web', params.id);
        const category = categoryOf(history.record.category) ?? RECORD_CATEGORIES[0]!;
        return <EntryHistoryPage tenant={tenant} principal={user} history={history} category={category} zone={await readerZone(deps, request, { tenant, principal: user })} />;
      },
      { ...READERS, params: RecordIdParams },
    )
    .post(
      '/app/medical-records/records/:id/entered-in-error',
      async ({ user, params, body, set, tenant, request }) => {
        try {
          await markEnteredInErrorLogged(deps, user, 'web', params.id, body.reason);
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 422) throw error;
          const history = await entryHistory(deps, user, params.id);
          const category = categoryOf(history.record.category) ?? RECORD_CATEGORIES[0]!;
          set.status = 422;
          return <EntryHistoryPage tenant={tenant} principal={user} history={history} category={category} zone={await readerZone(deps, request, { tenant, principal: user })} form={{ value: body.reason ?? '', error: error.message }} />;
        }
        return redirectTo(set, `/app/medical-records/records/${params.id}/history`);
      },
      { ...READERS, params: RecordIdParams, body: ReasonBody },
    )
    .post(
      '/app/medical-records/records/:id/correction',
      async ({ user, params, body, set, tenant, request }) => {
        try {
          await askForCorrection(deps, user, params.id, body.message);
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 422) throw error;
          const history = await entryHistory(deps, user, params.id);
          const category = categoryOf(history.record.category) ?? RECORD_CATEGORIES[0]!;
          set.status = 422;
          return <EntryHistoryPage tenant={tenant} principal={user} history={history} category={category} zone={await readerZone(deps, request, { tenant, principal: user })} correction={{ value: body.message ?? '', error: error.message }} />;
        }
        return redirectTo(set, `/app/medical-records/records/${params.id}/history`);
      },
      { ...READERS, params: RecordIdParams, body: CorrectionBody },
    )
    .get(
      '/api/records/:id/history',
      async ({ user, params }) => {
        const history = await entryHistoryLogged(deps, user, 'api', params.id);
        return {
          record: recordJson(history.record),
          locked: history.locked,
          original: history.original,
          amendments: history.amendments.map((a) => ({
            kind: a.kind,
            at: a.created_at,
            reason: a.reason,
            author: { name: a.author_name, role: a.author_user_id !== null ? 'owner' : 'practice', vendor_id: a.author_vendor_id },
            before: a.before,
            after: a.after,
          })),
        };
      },
      { ...READERS, params: RecordIdParams, detail: { summary: "An entry's history: the original details and each amendment (who, when, why)", tags: TAGS } },
    )
    .post(
      '/api/records/:id/correction-request',
      async ({ user, params, body, set }) => {
        const asked = await askForCorrection(deps, user, params.id, body.message);
        set.status = 201;
        return { kind: asked.kind, at: asked.created_at, message: asked.reason };
      },
      {
        ...READERS,
        params: RecordIdParams,
        body: CorrectionBody,
        detail: { summary: 'The owner asks the practice that wrote an entry to correct it (a `message`); kept in its history and e-mailed to the practice', tags: TAGS },
      },
    )
    .post('/api/records/:id/entered-in-error', async ({ user, params, body }) => recordJson(await markEnteredInErrorLogged(deps, user, 'api', params.id, body.reason)), {
      ...READERS,
      params: RecordIdParams,
      body: ReasonBody,
      detail: { summary: 'Marks a locked entry entered in error, with a reason (only the side that wrote it: its owner, or the practice that filed it; the other side gets 403); it stays in the history', tags: TAGS },
    });
