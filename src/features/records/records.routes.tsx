import { Elysia, t } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { respond } from '../../plugins/htmx';
import { redirectTo } from '../../plugins/redirects';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { AppError } from '../../lib/errors';
import { htmlResponse } from '../../lib/html-response';
import { ShareBody } from '../pets/pets.model';
import { RECORD_CATEGORIES } from '../../lib/constants/record-categories';
import { PetRecordsQuery, RecordBody, RecordIdParams, RecordUpdateBody, RecordView, CategoryKey } from './records.model';
import {
  addRecord,
  recordForEdit,
  recordsScreen,
  withPostedFiles,
  type HealthRecord,
} from './records.service';
import { exportRecords, sharedRecords } from './records.export';
import { entryLocked, entryState, saveRecordEdit } from './records.history';
import { recordHistoryRoutes } from './records.history.routes';
import { addRecordLogged, editRecordLogged, exportRecordsLogged, recordsOfPetLogged, removeRecordLogged, setShareLinkLogged, sharedRecordsLogged } from './records.audited';
import { logAccess } from './records.access-log';
import { accessLogRoutes } from './records.access-log.routes';
import { RecordsPage, RecordsScreenBody, type RecordsScreenProps } from './views/RecordsScreen';
import { RecordsDocument, SharedNotFound } from './views/RecordsDocument';
import { succeeded } from '../../lib/succeeded';
import { t as tr } from '../../lib/i18n';
import { RecordsScreenCache } from './records.screen-cache';
import { FORM_KEY_FIELD, formKeyOf, once } from '../../lib/form-once';
import { shownValues } from '../../lib/units';
import { screenInUnits, unitsOfReader } from './records.units';
import { recordsFhirRoutes } from './records.fhir.routes';

const READERS = { auth: { role: ['user', 'vendor'] as ('user' | 'vendor')[] } };
const ScreenQuery = t.Object({
  pet: t.Optional(t.Numeric({ minimum: 1 })),
  category: t.Optional(CategoryKey),
  page: t.Optional(t.Numeric({ minimum: 1, maximum: 100_000 })),
  form: t.Optional(t.Union([t.Literal('new'), t.Numeric({ minimum: 1 })])),
});
const WriteQuery = t.Object({ pet: t.Numeric({ minimum: 1 }), category: CategoryKey, id: t.Optional(t.Numeric({ minimum: 1 })) });
const PetParams = t.Object({ id: t.Numeric({ minimum: 1 }) });
const TAGS = ['records'];

const recordView = (r: HealthRecord) => ({ id: r.id, pet_id: r.pet_id, category: r.category, details: r.details, created_at: r.created_at, updated_at: r.updated_at, ...entryState(r) });

interface Ctx {
  tenant: Tenant;
  user: Principal;
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/** Health records (spec §2 Medical records, §3, §5, §6): the screen, print, the public link, and the JSON API. */
export const recordsRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'records-routes', seed: seedOf(deps) }).use(recordsPages(deps)).use(recordsDocuments(deps)).use(recordsApi(deps)).use(recordHistoryRoutes(deps)).use(recordsFhirRoutes(deps)).use(accessLogRoutes(deps));

/** One route answers the page or, for htmx, the `#records-screen` fragment (kept rendered per reader unless a form is open). */
function screenAnswer(deps: AppDeps) {
  const shareUrlOf = (token: string | null) => (token ? `${deps.config.publicUrl}/3/records?id=${token}` : null);
  const screens = new RecordsScreenCache();
  return async function answer(ctx: Ctx, petId: number | undefined, category: string | undefined, form: RecordsScreenProps['form'] = null, page = 1, read = false) {
    const reader = await screens.reader(deps, ctx.user, petId, category);
    // A write's own screen is logged as the write; a shown screen (even from the cache) as a read.
    if (read && reader.pet) await logAccess(deps, ctx.user, { petId: reader.pet.id, action: 'read', channel: 'web', category: reader.category.key, entryId: form?.recordId ?? null });
    const units = await unitsOfReader(deps, ctx.user, ctx.tenant);
    const shareUrl = shareUrlOf(reader.pet?.share_token ?? null);
    // An entry's form is open to whoever recordForEdit let through (its side); a new entry's to the owner.
    const open = form && (reader.access === 'edit' || form.recordId !== null) ? form : null;
    const render = async () => {
      const body = (await (<RecordsScreenBody principal={ctx.user} screen={screenInUnits(await recordsScreen(deps, reader, page), units)} form={open} shareUrl={shareUrl} />)) as string;
      return respond(ctx, async () => (await (<RecordsPage petName={reader.pet?.name ?? null} safeBody={body} tenant={ctx.tenant} principal={ctx.user} />)) as string, () => body);
    };
    const key = open ? null : screens.keyOf({ principal: ctx.user, tenant: ctx.tenant, fragment: ctx.isHtmx, units, minute: Math.floor(deps.clock().getTime() / 60_000) }, reader, page, shareUrl);
    ctx.set.headers.vary = 'HX-Request';
    return htmlResponse(await screens.render(key, render), ctx.set);
  };
}

/** The Medical Records screen, its forms, delete and the share switch. */
const recordsPages = (deps: AppDeps) => {
  const answer = screenAnswer(deps);

  /** After a write: the fresh screen for htmx, a 303 back to it for a plain form. */
  function after(ctx: Ctx, petId: number, category: string) {
    return respond(ctx, () => redirectTo(ctx.set, `/app/medical-records?${new URLSearchParams({ pet: String(petId), category })}`), () => answer(ctx, petId, category));
  }

  return (
    featureRoutes('records-pages', deps)
      .get(
        '/app/medical-records',
        async (ctx) => {
          const { form } = ctx.query;
          let open: RecordsScreenProps['form'] = null;
          if (form === 'new') open = { recordId: null, values: {} };
          else if (typeof form === 'number') {
            const record = await recordForEdit(deps, ctx.user, form);
            const values = shownValues(record.category, record.details, await unitsOfReader(deps, ctx.user, ctx.tenant));
            return answer(ctx, record.pet_id, record.category, { recordId: record.id, values, locked: entryLocked(deps, record), stored: record.details }, 1, true);
          }
          return answer(ctx, ctx.query.pet, ctx.query.category, open, ctx.query.page ?? 1, true);
        },
        { ...READERS, query: ScreenQuery },
      )
      .post(
        '/app/medical-records/records',
        async (ctx) => {
          const { pet, category, id } = ctx.query;
          const { [FORM_KEY_FIELD]: posted, reason, ...sent } = (ctx.body ?? {}) as Record<string, unknown>;
          let fields = sent;
          try {
            // The add form carries a one-use key: Save clicked twice files the record (and its files) once.
            // The form is typed in the reader's units; the API in the spec's stored fields.
            const units = await unitsOfReader(deps, ctx.user, ctx.tenant);
            await once(deps.database.db, id ? null : formKeyOf(ctx.user, 'record', posted), async () => {
              fields = await withPostedFiles(deps, ctx.user, pet, category, fields, units);
              return id ? editRecordLogged(deps, ctx.user, 'web', id, fields, units, reason) : addRecordLogged(deps, ctx.user, 'web', pet, category, fields, units);
            });
          } catch (error) {
            if (!(error instanceof AppError) || error.status !== 422) throw error;
            ctx.set.status = 422;
            const stored = id ? await recordForEdit(deps, ctx.user, id) : null;
            const locked = stored ? entryLocked(deps, stored) : false;
            const screen = await answer(ctx, pet, category, { recordId: id ?? null, values: { ...fields, reason }, locked, stored: stored?.details, errors: { [error.field ?? '_']: error.message } });
            ctx.set.status = 422;
            return screen;
          }
          return after(ctx, pet, category);
        },
        { ...READERS, query: WriteQuery },
      )
      .post(
        '/app/medical-records/records/:id/delete',
        async (ctx) => {
          const record = await removeRecordLogged(deps, ctx.user, 'web', ctx.params.id);
          return after(ctx, record.pet_id, record.category);
        },
        { ...READERS, params: RecordIdParams },
      )
      .post(
        '/app/medical-records/share',
        async (ctx) => {
          await setShareLinkLogged(deps, ctx.user, ctx.query.pet, ctx.body.action, 'web');
          return respond(ctx, () => redirectTo(ctx.set, `/app/medical-records?pet=${ctx.query.pet}`), () => answer(ctx, ctx.query.pet, undefined));
        },
        { ...READERS, query: t.Object({ pet: t.Numeric({ minimum: 1 }) }), body: ShareBody },
      )
  );
};

/** The printable page and the public page behind a share link: a pet's whole record as one document. */
const recordsDocuments = (deps: AppDeps) =>
  featureRoutes('records-documents', deps)
    .get(
      '/app/medical-records/print',
      async ({ user, query, tenant }) => {
        const data = await exportRecordsLogged(deps, user, query.pet);
        return <RecordsDocument data={data} title={tr('Medical records of {name}', { name: data.pet.name })} printable units={await unitsOfReader(deps, user, tenant)} />;
      },
      { ...READERS, query: t.Object({ pet: t.Numeric({ minimum: 1 }) }) },
    )
    // spec §2 "/3*: public health-records view, found by a hash in query id".
    .get(
      '/3/records',
      async ({ query, set, principal, tenant }) => {
        set.headers['x-robots-tag'] = 'noindex, nofollow';
        set.headers['cache-control'] = 'no-store';
        set.headers['referrer-policy'] = 'no-referrer';
        const data = await sharedRecordsLogged(deps, query.id ?? '');
        if (!data) {
          set.status = 404;
          return <SharedNotFound />;
        }
        return <RecordsDocument data={data} title={tr('Health records of {name}', { name: data.pet.name })} printable={false} units={await unitsOfReader(deps, principal, tenant)} />;
      },
      { query: t.Object({ id: t.Optional(t.String({ maxLength: 100 })) }) },
    );

/** The JSON API: the same services, so the same rules. */
const recordsApi = (deps: AppDeps) =>
  featureRoutes('records-api', deps)
    .get('/api/records/categories', () => RECORD_CATEGORIES, {
      detail: { summary: 'The record categories, their groups and fields (types, units, choices, required flags)', tags: TAGS },
    })
    .get('/api/pets/:id/records', async ({ user, params, query }) => (await recordsOfPetLogged(deps, user, params.id, query.category ?? 'conditions', query.page ?? 1)).map(recordView), {
      ...READERS,
      params: PetParams,
      query: PetRecordsQuery,
      response: { 200: t.Array(RecordView) },
      detail: { summary: "A pet's records of one category, newest first, 50 a page (owner, or a practice whose customer owns the pet)", tags: TAGS },
    })
    .post(
      '/api/pets/:id/records',
      async ({ user, params, body, set, request }) => {
        set.status = 201;
        return once(deps.database.db, formKeyOf(user, 'record', request.headers.get('idempotency-key')), async () => recordView(await addRecordLogged(deps, user, 'api', params.id, body.category, body.details)));
      },
      { ...READERS, params: PetParams, body: RecordBody, detail: { summary: 'Adds a record; a missing or bad field answers 422 {msg, field}', tags: TAGS } },
    )
    .put('/api/records/:id', async ({ user, params, body }) => recordView(await editRecordLogged(deps, user, 'api', params.id, body.details, 'us', body.reason)), {
      ...READERS,
      params: RecordIdParams,
      body: RecordUpdateBody,
      detail: { summary: "Replaces a record's fields (only the side that wrote it: its owner, or the practice that filed it; the other side gets 403); once locked (24 hours after it was made) the change is an amendment and needs a reason", tags: TAGS },
    })
    .delete(
      '/api/records/:id',
      ({ user, params }) => succeeded(removeRecordLogged(deps, user, 'api', params.id)),
      { ...READERS, params: RecordIdParams, detail: { summary: 'Deletes a record and its files (only the side that wrote it: its owner, or the practice that filed it; the other side gets 403); a locked entry answers 409', tags: TAGS } },
    )
    .get(
      '/api/pets/:id/export',
      async ({ user, params, set }) => {
        const records = await exportRecordsLogged(deps, user, params.id);
        // Only a granted export is a file: a refusal stays an answer the browser shows.
        set.headers['content-disposition'] = `attachment; filename="pet-${params.id}-records.json"`;
        return records;
      },
      {
        ...READERS,
        params: PetParams,
        detail: {
          summary: "A pet's whole record as JSON",
          description:
            'Shape `{format: "vetconsult.records/1", exported_at, pet: {id, name, type, species, breed, notes, pic}, categories: [{key, label, group, records: [{id, created_at, details}], entered_in_error: [{id, created_at, details, reason}]}]}`; every category is listed, in the menu order; file fields hold `[{url, name, type, size}]`.',
          tags: TAGS,
        },
      },
    );
