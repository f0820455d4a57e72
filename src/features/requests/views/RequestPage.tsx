import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { formatSlot } from '../../../lib/time';
import { DEFAULT_CURRENCY, priceLabel } from '../../../lib/money';
import type { HouseVisitDetails, Request, RequestMessage, SecondOpinionDetails } from '../../../../db/schema';
import { Alert } from '../../../ui/Alert';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import type { HealthRecord } from '../../records/records.service';
import { categoryOf } from '../../../lib/constants/record-categories';
import type { Side } from '../requests.service';
import { KIND_LABELS, STATUS_LABELS } from '../requests.model';
import { RequestActions, type ActionProps } from './RequestActions';
import { FormError, shownErrors } from './RequestFields';
import { t, translated, type MessageKey } from '../../../lib/i18n';

export interface RequestPageProps extends Omit<ActionProps, 'request'> {
  tenant: Tenant;
  principal: Principal;
  request: Request;
  side: Side;
  messages: RequestMessage[];
  party: string;
  petName: string;
  zone: string;
  shared: HealthRecord[];
  notice?: string;
}

const WHO: Record<RequestMessage['kind'], MessageKey> = {
  question: 'Asked',
  info_request: 'The practice asks for more information',
  answer: 'The owner answered',
  report: 'Second-opinion report',
  decline: 'Declined',
};

const isFile = (v: unknown): v is { url: string; name?: string } => typeof v === 'object' && v !== null && typeof (v as { url?: unknown }).url === 'string';

/** One shared record, read-only: its category and every field it has, files as links; marked when entered in error since it was shared. */
function SharedRecord({ record }: { record: HealthRecord }) {
  const category = categoryOf(record.category);
  const fields = category?.fields ?? [];
  return (
    <li class="shared-record" data-record={String(record.id)}>
      <strong safe>{translated(category?.label ?? record.category)}</strong>
      {record.error_reason !== null ? <p class="entry-error" safe>{t('Entered in error: {reason}', { reason: record.error_reason })}</p> : ''}
      <dl>
        {fields.map((f) => {
          const value = record.details[f.key];
          if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '';
          return (
            <>
              <dt safe>{translated(f.label)}</dt>
              <dd>
                {Array.isArray(value)
                  ? (
                    <ul class="file-links">
                      {value.map((v) => (
                        <li>{isFile(v) ? <a href={v.url} safe>{v.name ?? t('file')}</a> : <span safe>{String(v)}</span>}</li>
                      ))}
                    </ul>
                  )
                  : <span safe>{f.type === 'choice' || f.type === 'yesno' ? translated(String(value)) : String(value)}</span>}
              </dd>
            </>
          );
        })}
      </dl>
    </li>
  );
}

function Facts({ request, party, petName, zone, side }: Pick<RequestPageProps, 'request' | 'party' | 'petName' | 'zone' | 'side'>) {
  const d = request.details as Partial<SecondOpinionDetails & HouseVisitDetails>;
  return (
    <dl class="request-facts">
      <dt safe>{side === 'owner' ? t('Practice') : t('Owner')}</dt>
      <dd safe>{party}</dd>
      <dt safe>{t('Pet')}</dt>
      <dd safe>{petName}</dd>
      <dt safe>{t('Status')}</dt>
      <dd safe>{t(STATUS_LABELS[request.status])}</dd>
      {request.due_at && (request.status === 'open' || request.status === 'more_info') ? (
        <>
          <dt safe>{t('Report due')}</dt>
          <dd safe>{formatSlot(request.due_at, zone)}</dd>
        </>
      ) : (
        ''
      )}
      {d.address ? (
        <>
          <dt safe>{t('Address')}</dt>
          <dd safe>{d.address}</dd>
          <dt safe>{t('Preferred days and times')}</dt>
          <dd safe>{d.preferred ?? ''}</dd>
        </>
      ) : (
        ''
      )}
      {d.slot ? (
        <>
          <dt safe>{t('Visit')}</dt>
          <dd safe>{formatSlot(d.slot, zone)}</dd>
        </>
      ) : (
        ''
      )}
      {typeof d.amount === 'number' ? (
        <>
          <dt safe>{t('Price')}</dt>
          <dd safe>{priceLabel(d.amount, d.currency ?? DEFAULT_CURRENCY)}</dd>
        </>
      ) : (
        ''
      )}
    </dl>
  );
}

/** The refused fields the page's action forms show beside themselves (the summary leaves those out); a field no form shows stays in it. */
function fieldsShown(props: RequestPageProps): string[] {
  const actions = String(RequestActions(props));
  return Object.keys(props.errors).filter((field) => actions.includes(`name="${field}"`));
}

/** One request: what was asked, what is shared, the thread, and what the reader can do next. */
export function RequestPage(props: RequestPageProps) {
  const { request, messages } = props;
  const d = request.details as Partial<SecondOpinionDetails>;
  const title = t('{kind} #{id}', { kind: t(KIND_LABELS[request.kind]), id: String(request.id) });
  return (
    <DashboardLayout title={title} tenant={props.tenant} principal={props.principal} current="/app/requests">
      <p>
        <a href="/app/requests" safe>
          {t('Back to requests')}
        </a>
      </p>
      <h1 safe>{title}</h1>
      {props.notice ? <Alert kind="success" message={props.notice} /> : ''}
      <FormError errors={shownErrors(props.errors)} shownBy={fieldsShown(props)} />
      <Facts {...props} />
      {request.kind === 'second_opinion' ? (
        <section aria-labelledby="shared-heading">
          <h2 id="shared-heading" safe>
            {t('Shared records')}
          </h2>
          <ul class="shared-records">
            {props.shared.map((r) => (
              <SharedRecord record={r} />
            ))}
          </ul>
          <p>
            <a class="button button-ghost button-small" href={`/api/requests/${request.id}/fhir`} safe>
              {t('Download the shared records as FHIR (JSON)')}
            </a>
          </p>
          {d.files?.length ? (
            <>
              <h3 safe>{t('Attached files')}</h3>
              <ul class="file-links">
                {d.files.map((f) => (
                  <li>
                    <a href={f.url} safe>
                      {f.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            ''
          )}
        </section>
      ) : (
        ''
      )}
      <section aria-labelledby="thread-heading">
        <h2 id="thread-heading" safe>
          {t('Messages')}
        </h2>
        <ol class="request-thread">
          {messages.map((m) => (
            <li class={`message message-${m.kind}`}>
              <p class="message-meta" safe>
                {`${t(WHO[m.kind])} · ${formatSlot(m.created_at, props.zone)}`}
              </p>
              <p class="message-body" safe>
                {m.body}
              </p>
            </li>
          ))}
        </ol>
      </section>
      {request.kind === 'second_opinion' && request.status === 'completed' && props.side === 'owner' ? (
        <p>
          <a href={`/app/medical-records?pet=${request.pet_id}&category=notes`} safe>
            {t('See the report in your pet’s medical records')}
          </a>
        </p>
      ) : (
        ''
      )}
      <RequestActions {...props} />
    </DashboardLayout>
  );
}
