import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { DataTable } from '../../../ui/DataTable';
import { formatSlot } from '../../../lib/time';
import { t } from '../../../lib/i18n';
import { categoryLabel } from '../records.labels';
import type { AccessLogEntry, AccessLogPage } from '../records.access-log.service';

/** Who, as the pet's owner reads it: themselves, a practice and its person, a share link by when it was made. */
export function whoLabel(entry: AccessLogEntry, zone: string): string {
  if (entry.actor === 'owner') return t('You');
  if (entry.actor === 'share') return entry.link_created_at ? t('Share link created {date}', { date: formatSlot(entry.link_created_at, zone, 'short') }) : t('A share link');
  if (entry.actor === 'practice' && entry.practice) {
    return entry.member ? t('{practice} ({member})', { practice: entry.practice.name, member: entry.member.name }) : t('{practice} (a former team member)', { practice: entry.practice.name });
  }
  return t('The platform administrator');
}

export function actionLabel(action: string): string {
  switch (action) {
    case 'create':
      return t('Added');
    case 'update':
      return t('Edited');
    case 'delete':
      return t('Deleted');
    case 'export':
      return t('Exported or printed');
    case 'share-view':
      return t('Viewed through a share link');
    case 'share':
      return t('Turned the share link on');
    default:
      return t('Viewed');
  }
}

export function whatLabel(entry: Pick<AccessLogEntry, 'category' | 'entry_id'>): string {
  if (!entry.category) return t('All records');
  return entry.entry_id !== null ? t('{category}, entry #{id}', { category: categoryLabel(entry.category), id: String(entry.entry_id) }) : categoryLabel(entry.category);
}

export function channelLabel(channel: string): string {
  if (channel === 'api') return t('JSON API');
  if (channel === 'share') return t('Share link');
  if (channel === 'export') return t('Export or print');
  return t('Web page');
}

function Pager({ base, log }: { base: string; log: AccessLogPage }) {
  if (log.page === 1 && !log.hasMore) return '';
  return (
    <nav class="pager" aria-label={t('Pages')}>
      {log.page > 1 ? <a href={`${base}&page=${log.page - 1}`} safe>{t('Newer')}</a> : ''}
      {log.hasMore ? <a href={`${base}&page=${log.page + 1}`} safe>{t('Older')}</a> : ''}
    </nav>
  );
}

interface OwnerLogProps {
  tenant: Tenant;
  principal: Principal;
  petId: number;
  petName: string;
  log: AccessLogPage;
  zone: string;
}

/** "Who looked at my pet's records", in the owner's zone, newest first. */
export function OwnerAccessLogPage({ tenant, principal, petId, petName, log, zone }: OwnerLogProps) {
  return (
    <DashboardLayout title={`${t("Who looked at my pet's records")} · ${petName}`} tenant={tenant} principal={principal} current="/app/medical-records">
      <div class="page-heading">
        <h1 safe>{t("Who looked at my pet's records")}</h1>
        <p safe>{t('Every read and change of the records of {name}, by you, your practices and share links.', { name: petName })}</p>
      </div>
      <p>
        <a href={`/app/medical-records?pet=${petId}`} safe>
          {t('Back to the records')}
        </a>
      </p>
      <DataTable
        class="table access-log"
        rows={log.entries}
        columns={[t('Who'), t('When'), t('What'), t('Done'), t('How')]}
        empty={t('Nobody has looked at these records yet.')}
        row={(entry) => (
          <tr>
            <td safe>{whoLabel(entry, zone)}</td>
            <td safe>{formatSlot(entry.at, zone, 'short')}</td>
            <td safe>{whatLabel(entry)}</td>
            <td safe>{actionLabel(entry.action)}</td>
            <td safe>{channelLabel(entry.channel)}</td>
          </tr>
        )}
      />
      <Pager base={`/app/medical-records/access-log?pet=${petId}`} log={log} />
    </DashboardLayout>
  );
}

export { Pager as AccessLogPager };
