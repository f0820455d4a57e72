import type { AppDeps } from '../../deps';
import { practiceLocaleOf } from '../accounts/accounts.practices.service';
import type { Principal } from '../../lib/principal';
import { AppError, conflict, forbidden, unprocessable } from '../../lib/errors';
import type { Request, SecondOpinionDetails } from '../../../db/schema/index';
import { ownPet } from '../pets/pets.service';
import { listingById } from '../listings/listings.service';
import { claimRecordFiles, checkRecordFiles, storeRecordFile } from '../files/files.service';
import { consentToShare } from '../records/records.sharing';
import { recordsSharedInRequestLogged, saveSecondOpinionReportRecordLogged } from '../records/records.audited';
import { chargeForService, serviceReceipt } from '../booking/booking.second-opinion-payment';
import { REPORT_DAYS_WITH_MORE_INFO, REPORT_HOURS, REQUEST_MESSAGES, secondOpinionPrice, type SecondOpinionInput } from './requests.model';
import { advanceRequest, findRequestByKey, insertRequest } from './requests.repo';
import { askedListing, requestFor, tell } from './requests.service';
import { announce } from './requests.events';
import { can } from '../../lib/policy';
import { dayIn } from '../../lib/time';

const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

/**
 * An owner asks a practice for a second opinion: the pet must be theirs, the
 * records shared must be that pet's (their consent, checked by records), the files their own
 * uploads; the price comes from the listing and is paid before the request is made. The
 * report is due 48 hours later. The same form sent twice makes one request and one charge.
 */
export async function askSecondOpinion(deps: AppDeps, principal: Principal, input: SecondOpinionInput, posted: File[] = []): Promise<Request> {
  if (!can(principal, 'request:ask', null)) throw forbidden('Only pet owners can ask for a second opinion');
  const key = `user:${principal.id}:opinion:${input.idempotencyKey}`;
  const known = await findRequestByKey(deps.database.db, key);
  if (known) return known;
  const listing = await askedListing(deps, input.listing);
  const pet = await ownPet(deps, principal, input.pet).catch((error) => {
    throw error instanceof AppError ? unprocessable('Pet is required', 'pet') : error;
  });
  const shared = await consentToShare(deps, principal, pet.id, input.records);
  // Files sent with the form itself (no scripts) are stored as an upload would be, then claimed with the uploaded ones.
  const urls = [...(input.files ?? [])];
  await checkRecordFiles(posted, 'files');
  for (const file of posted) urls.push(await storeRecordFile(deps, principal.id, file, 'files'));
  const files = urls.length ? await claimRecordFiles(deps, principal.id, urls, 'files') : [];
  const amount = secondOpinionPrice(listing.consultations);
  const { currency } = await practiceLocaleOf(deps, listing.vendor_id);
  const paymentId =
    amount > 0 ? await chargeForService(deps, principal, { vendorId: listing.vendor_id, amount, currency, description: `Second opinion: ${listing.title}`, key, payment: input.payment }) : null;
  const now = deps.clock();
  const details: SecondOpinionDetails = {
    question: input.question,
    shared_record_ids: shared.ids,
    shared_files: [...shared.files, ...files.map((f) => f.url)],
    files,
    amount,
    currency,
    payment_id: paymentId,
  };
  const request =
    (await insertRequest(
      deps.database.db,
      { kind: 'second_opinion', user_id: principal.id, vendor_id: listing.vendor_id, vendor_listing_id: listing.id, pet_id: pet.id, due_at: hoursFrom(now, REPORT_HOURS), idempotency_key: key, details },
      { author_role: 'user', author_id: principal.id, kind: 'question', body: input.question },
      announce(deps, 'request.created'),
    )) ?? (await findRequestByKey(deps.database.db, key))!;
  deps.log.info('second_opinion_asked', { service_request_id: request.id, vendor_id: listing.vendor_id, shared: shared.ids.length });
  // The owner's confirmation carries the receipt of what was paid.
  const receipt = paymentId ? await serviceReceipt(deps, paymentId) : null;
  await tell(deps, request, 'opinion_asked', { when: request.due_at, quote: input.question, receipt });
  return request;
}

/** What the practice (or the owner) reads of the pet: exactly the records shared in this request. */
export async function sharedRecordsOf(deps: AppDeps, request: Request, reader: Principal) {
  const details = request.details as SecondOpinionDetails;
  return request.pet_id ? recordsSharedInRequestLogged(deps, reader, request.pet_id, request.user_id, details.shared_record_ids) : [];
}

async function opinionFor(deps: AppDeps, principal: Principal, id: number, side: 'owner' | 'practice') {
  const found = await requestFor(deps, principal, id);
  if (found.request.kind !== 'second_opinion') throw unprocessable('This request is not a second opinion', 'id');
  if (found.side !== side) throw forbidden(side === 'practice' ? 'Only the practice asked can do this' : 'Only the owner can do this');
  return found.request;
}

/** The practice needs more information: the owner is asked in the thread, and the report is due 5 days from now. */
export async function askForMoreInformation(deps: AppDeps, principal: Principal, id: number, question: string): Promise<void> {
  const request = await opinionFor(deps, principal, id, 'practice');
  const now = deps.clock();
  const due = hoursFrom(now, REPORT_DAYS_WITH_MORE_INFO * 24);
  const moved = await advanceRequest(deps.database.db, request.id, ['open', 'more_info'], { status: 'more_info', due_at: due }, { author_role: 'vendor', author_id: principal.id, kind: 'info_request', body: question }, now.toISOString());
  if (!moved) throw conflict(REQUEST_MESSAGES.notWaiting, 'body');
  await tell(deps, request, 'opinion_more_info', { when: due, quote: question });
}

/** The owner answers in the same thread; the request is the practice's again, with the 5-day deadline kept. */
export async function answerMoreInformation(deps: AppDeps, principal: Principal, id: number, answer: string): Promise<void> {
  const request = await opinionFor(deps, principal, id, 'owner');
  const moved = await advanceRequest(deps.database.db, request.id, ['more_info'], { status: 'open' }, { author_role: 'user', author_id: principal.id, kind: 'answer', body: answer }, deps.clock().toISOString());
  if (!moved) throw conflict(REQUEST_MESSAGES.notWaiting, 'body');
  await tell(deps, request, 'opinion_answered', { when: request.due_at, quote: answer });
}

/**
 * The practice delivers its written report: it closes the request, is filed as the pet's
 * Documents → Notes record, and is e-mailed to the owner. Delivered once.
 */
export async function deliverReport(deps: AppDeps, principal: Principal, id: number, report: string): Promise<void> {
  const request = await opinionFor(deps, principal, id, 'practice');
  const now = deps.clock();
  const details = request.details as SecondOpinionDetails;
  const report_ = { author_role: 'vendor' as const, author_id: principal.id, kind: 'report' as const, body: report };
  const moved = await advanceRequest(deps.database.db, request.id, ['open', 'more_info'], { status: 'completed' }, report_, now.toISOString(), announce(deps, 'request.answered'));
  if (!moved) throw conflict(REQUEST_MESSAGES.notWaiting, 'report');
  const zone = (request.vendor_listing_id ? await listingById(deps, request.vendor_listing_id) : undefined)?.timezone ?? 'UTC';
  const record = await saveSecondOpinionReportRecordLogged(deps, principal, {
    requestId: request.id,
    petId: request.pet_id!,
    ownerId: request.user_id,
    date: dayIn(zone, now),
    text: report,
    author: `${principal.first_name} ${principal.last_name}`.trim() || 'Veterinarian',
    vendorId: request.vendor_id,
    loginId: principal.id,
  });
  await advanceRequest(deps.database.db, request.id, ['completed'], { details: { ...details, report_record_id: record.id } }, null, now.toISOString());
  deps.log.info('second_opinion_report', { service_request_id: request.id, record_id: record.id });
  await tell(deps, request, 'opinion_report', { quote: report });
}
