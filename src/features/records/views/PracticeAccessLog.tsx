import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { DataTable } from '../../../ui/DataTable';
import { NoScriptSubmit } from '../../../ui/NoScriptSubmit';
import { formatSlot } from '../../../lib/time';
import { t } from '../../../lib/i18n';
import type { AccessLogEntry, AccessLogPage, PracticeLogQuery } from '../records.access-log.service';
import { AccessLogPager, actionLabel, channelLabel, whatLabel } from './AccessLog';

export const PRACTICE_LOG_PATH = '/app/records-access';

interface PracticeLogProps {
  tenant: Tenant;
  principal: Principal;
  log: AccessLogPage & { petNames: Map<number, string | null> };
  /** The pets the log can be filtered by. */
  pets: PetChoice[];
  query: PracticeLogQuery;
  zone: string;
}

interface PetChoice {
  id: number;
  name: string;
  owner: string;
}

const memberOf = (entry: AccessLogEntry) => entry.member?.name ?? t('A former team member');
const petOf = (names: Map<number, string | null>, id: number) => names.get(id) ?? t('Pet #{id}', { id: String(id) });

function Filters({ query, pets }: { query: PracticeLogQuery; pets: PetChoice[] }) {
  // A link may name a pet the picker does not list (no longer a customer's, or past its length): it stays chosen, by number.
  const unlisted = query.pet !== undefined && !pets.some((p) => p.id === query.pet) ? query.pet : undefined;
  return (
    <form class="filters" method="get" action={PRACTICE_LOG_PATH}>
      <label>
        <span safe>{t('Pet')}</span>{' '}
        <select name="pet">
          <option value="" safe>
            {t('All pets')}
          </option>
          {unlisted !== undefined ? (
            <option value={String(unlisted)} selected safe>
              {t('Pet #{id}', { id: String(unlisted) })}
            </option>
          ) : (
            ''
          )}
          {pets.map((pet) => (
            <option value={String(pet.id)} selected={pet.id === query.pet} safe>
              {t('{pet} ({owner})', { pet: pet.name, owner: pet.owner })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span safe>{t('From')}</span> <input type="date" name="from" value={query.from ?? ''} />
      </label>
      <label>
        <span safe>{t('To')}</span> <input type="date" name="to" value={query.to ?? ''} />
      </label>
      <button type="submit" class="button" safe>
        {t('Show')}
      </button>
      <NoScriptSubmit />
    </form>
  );
}

/** The practice's own log: every read and write of customers' records by its people, newest first. */
export function PracticeAccessLogPage({ tenant, principal, log, pets, query, zone }: PracticeLogProps) {
  const params = new URLSearchParams(Object.entries({ pet: query.pet ? String(query.pet) : '', from: query.from ?? '', to: query.to ?? '' }).filter(([, v]) => v !== ''));
  return (
    <DashboardLayout title={t('Records access')} tenant={tenant} principal={principal} current={PRACTICE_LOG_PATH}>
      <div class="page-heading">
        <h1 safe>{t('Records access')}</h1>
        <p safe>{t("Every read and change of your customers' pets' records by your practice's people.")}</p>
      </div>
      <Filters query={query} pets={pets} />
      <DataTable
        class="table access-log"
        rows={log.entries}
        columns={[t('When'), t('Who'), t('Pet'), t('What'), t('Done'), t('How')]}
        empty={t('Nothing logged for these filters.')}
        row={(entry) => (
          <tr>
            <td safe>{formatSlot(entry.at, zone, 'short')}</td>
            <td safe>{memberOf(entry)}</td>
            <td safe>{petOf(log.petNames, entry.pet_id)}</td>
            <td safe>{whatLabel(entry)}</td>
            <td safe>{actionLabel(entry.action)}</td>
            <td safe>{channelLabel(entry.channel)}</td>
          </tr>
        )}
      />
      <AccessLogPager base={`${PRACTICE_LOG_PATH}?${params}`} log={log} />
    </DashboardLayout>
  );
}
