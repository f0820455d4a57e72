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
import { FormError } from './RequestFields';

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

const WHO: Record<RequestMessage['kind'], string> = {
  question: 'Asked',
  info_request: 'The practice asks for more information',
  answer: 'The owner answered',
  report: 'Second-opinion report',
  decline: 'Declined',
};

const isFile = (v: unknown): v is { url: string; name?: string } => typeof v === 'object' && v !== null && typeof (v as { url?: unknown }).url === 'string';

/** One shared record, read-only: its category and every field it has, files as links. */
function SharedRecord({ record }: { record: HealthRecord }) {
  const category = categoryOf(record.category);
  const fields = category?.fields ?? [];
  return (
    <li class="shared-record" data-record={String(record.id)}>
      <strong safe>{category?.label ?? record.category}</strong>
      <dl>
        {fields.map((f) => {
          const value = record.details[f.key];
          if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '';
          return (
            <>
              <dt safe>{f.label}</dt>
              <dd>
                {Array.isArray(value)
                  ? (
                    <ul class="file-links">
                      {value.map((v) => (
                        <li>{isFile(v) ? <a href={v.url} safe>{v.name ?? 'file'}</a> : <span safe>{String(v)}</span>}</li>
                      ))}
                    </ul>
                  )
                  : <span safe>{String(value)}</span>}
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
      <dt>{side === 'owner' ? 'Practice' : 'Owner'}</dt>
      <dd safe>{party}</dd>
      <dt>Pet</dt>
      <dd safe>{petName}</dd>
      <dt>Status</dt>
      <dd>{STATUS_LABELS[request.status]}</dd>
      {request.due_at && (request.status === 'open' || request.status === 'more_info') ? (
        <>
          <dt>Report due</dt>
          <dd safe>{formatSlot(request.due_at, zone)}</dd>
        </>
      ) : (
        ''
      )}
      {d.address ? (
        <>
          <dt>Address</dt>
          <dd safe>{d.address}</dd>
          <dt>Preferred days and times</dt>
          <dd safe>{d.preferred ?? ''}</dd>
        </>
      ) : (
        ''
      )}
      {d.slot ? (
        <>
          <dt>Visit</dt>
          <dd safe>{formatSlot(d.slot, zone)}</dd>
        </>
      ) : (
        ''
      )}
      {typeof d.amount === 'number' ? (
        <>
          <dt>Price</dt>
          <dd safe>{priceLabel(d.amount, d.currency ?? DEFAULT_CURRENCY)}</dd>
        </>
      ) : (
        ''
      )}
    </dl>
  );
}

/** One request: what was asked, what is shared, the thread, and what the reader can do next. */
export function RequestPage(props: RequestPageProps) {
  const { request, messages } = props;
  const d = request.details as Partial<SecondOpinionDetails>;
  const title = `${KIND_LABELS[request.kind]} #${request.id}`;
  return (
    <DashboardLayout title={title} tenant={props.tenant} principal={props.principal} current="/app/requests">
      <p>
        <a href="/app/requests">Back to requests</a>
      </p>
      <h1 safe>{title}</h1>
      {props.notice ? <Alert kind="success" message={props.notice} /> : ''}
      <FormError errors={props.errors} />
      <Facts {...props} />
      {request.kind === 'second_opinion' ? (
        <section aria-labelledby="shared-heading">
          <h2 id="shared-heading">Shared records</h2>
          <ul class="shared-records">
            {props.shared.map((r) => (
              <SharedRecord record={r} />
            ))}
          </ul>
          {d.files?.length ? (
            <>
              <h3>Attached files</h3>
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
        <h2 id="thread-heading">Messages</h2>
        <ol class="request-thread">
          {messages.map((m) => (
            <li class={`message message-${m.kind}`}>
              <p class="message-meta" safe>
                {`${WHO[m.kind]} · ${formatSlot(m.created_at, props.zone)}`}
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
          <a href={`/app/medical-records?pet=${request.pet_id}&category=notes`}>See the report in your pet’s medical records</a>
        </p>
      ) : (
        ''
      )}
      <RequestActions {...props} />
    </DashboardLayout>
  );
}
