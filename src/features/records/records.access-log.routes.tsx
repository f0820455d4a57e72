import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import type { Role } from '../../lib/constants/roles';
import { featureRoutes } from '../../plugins/setup';
import { viewerZone } from '../../plugins/viewer-zone';
import { readerZone } from '../listings/listings.zone';
import { ownerAccessLog, practiceAccessLog, practiceLogPets, type AccessLogEntry } from './records.access-log.service';
import { OwnerAccessLogPage, whoLabel } from './views/AccessLog';
import { PRACTICE_LOG_PATH, PracticeAccessLogPage } from './views/PracticeAccessLog';

const READERS = { auth: { role: ['user', 'vendor'] as Role[] } };
const PRACTICE = { auth: { role: ['vendor'] as Role[] } };
const TAGS = ['records'];
const Page = t.Optional(t.Numeric({ minimum: 1, maximum: 100_000 }));
const Day = t.Optional(t.String({ format: 'date' }));
const PracticeQuery = t.Object({ pet: t.Optional(t.Numeric({ minimum: 1 })), from: Day, to: Day, page: Page, tz: t.Optional(t.String({ maxLength: 64 })) });

/** A log row as the API shows it, with who in the reader's words. */
const entryJson = (entry: AccessLogEntry, zone: string) => ({ ...entry, who: whoLabel(entry, zone) });

/**
 * The records access log as its two readers see it: the owner, per pet ("Who looked at my pet's
 * records"), and the practice, its own people's accesses. Reading the log is no read of records.
 */
export const accessLogRoutes = (deps: AppDeps) =>
  featureRoutes('records-access-log', deps)
    .get(
      '/app/medical-records/access-log',
      async ({ user, tenant, query, request }) => {
        const log = await ownerAccessLog(deps, user, query.pet, query.page ?? 1);
        return <OwnerAccessLogPage tenant={tenant} principal={user} petId={log.pet.id} petName={log.pet.name} log={log} zone={await readerZone(deps, request, { tenant, principal: user }, query.tz)} />;
      },
      { ...READERS, query: t.Object({ pet: t.Numeric({ minimum: 1 }), page: Page, tz: t.Optional(t.String({ maxLength: 64 })) }) },
    )
    .get(
      PRACTICE_LOG_PATH,
      async ({ user, tenant, query, request }) => {
        const zone = await readerZone(deps, request, { tenant, principal: user }, query.tz);
        const [log, pets] = await Promise.all([practiceAccessLog(deps, user, query, zone), practiceLogPets(deps, user)]);
        return <PracticeAccessLogPage tenant={tenant} principal={user} log={log} pets={pets} query={query} zone={zone} />;
      },
      { ...PRACTICE, query: PracticeQuery },
    )
    .get(
      '/api/pets/:id/access-log',
      async ({ user, params, query, request }) => {
        const log = await ownerAccessLog(deps, user, params.id, query.page ?? 1);
        const zone = viewerZone(request, 'UTC');
        return { pet: { id: log.pet.id, name: log.pet.name }, entries: log.entries.map((entry) => entryJson(entry, zone)), page: log.page, has_more: log.hasMore };
      },
      { ...READERS, params: t.Object({ id: t.Numeric({ minimum: 1 }) }), query: t.Object({ page: Page }), detail: { summary: "Who read or changed a pet's records, newest first, 50 a page (its owner only)", tags: TAGS } },
    )
    .get(
      '/api/records-access',
      async ({ user, query, request }) => {
        const zone = viewerZone(request, 'UTC', query.tz);
        const log = await practiceAccessLog(deps, user, query, zone);
        const entries = log.entries.map((entry) => ({ ...entryJson(entry, zone), pet_name: log.petNames.get(entry.pet_id) ?? null }));
        return { entries, page: log.page, has_more: log.hasMore };
      },
      { ...PRACTICE, query: PracticeQuery, detail: { summary: "The practice's people's reads and writes of customers' records, by pet and dates (its root admin)", tags: TAGS } },
    );
