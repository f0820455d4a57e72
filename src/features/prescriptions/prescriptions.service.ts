import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, notFound } from '../../lib/errors';
import { can } from '../../lib/policy';
import { t } from '../../lib/i18n';
import { teamOf } from '../accounts/accounts.practices.service';
import { bookingFor } from '../booking/booking.detail';
import { bookingById } from '../booking/booking.queries';
import type { BookingDetailRow } from '../booking/booking.queries';
import { filePracticeRecord, withdrawPracticeRecords } from '../records/records.practice-entries';
import { logAccess } from '../records/records.access-log';
import { addRefill, withdrawRefill } from '../records/records.refill-history';
import type { HealthRecord } from '../records/records.service';
import { consultKindOf } from '../telehealth/telehealth.kind';
import { prescriberLicence } from '../telehealth/telehealth.prescriber';
import { checkedPrescription, issueDate, prescribeRefusal, RX_MESSAGES, type PrescriptionInput } from './prescriptions.model';
import { prescriptionPdf, type PaperFacts } from './prescriptions.pdf';
import { deletePrescription, findPrescription, findPrescriptionsOfPet, insertPrescription, setSignature, type Prescription } from './prescriptions.repo';
import { practicePublicKey, signPrescription, verifyPath } from './prescriptions.signing';

/** Whether the reader may prescribe in this booking now, and if not why (the button shows the reason). */
export interface PrescribeGate {
  allowed: boolean;
  reason: string | null;
}

/** For the practice's side of a booking: may it prescribe now (prescribeRefusal)? null: not theirs to ask. */
export async function prescribeGate(deps: AppDeps, user: Principal, booking: BookingDetailRow): Promise<PrescribeGate | null> {
  if (!can(user, 'prescription:write', booking)) return null;
  const kind = await consultKindOf(deps, booking.id, { loginId: user.id });
  const refusal = prescribeRefusal({ status: booking.status, slot: booking.slot, slot_end: booking.slot_end, hasPet: Boolean(booking.details.pet?.id), kind }, deps.clock());
  return refusal ? { allowed: false, reason: t(refusal) } : { allowed: true, reason: null };
}

/** The booking a vet prescribes in, once the policy and the consult's kind allow it (403 with the reason otherwise). */
export async function bookingToPrescribe(deps: AppDeps, user: Principal, bookingId: number): Promise<BookingDetailRow> {
  const booking = await bookingFor(deps, user, bookingId);
  const gate = await prescribeGate(deps, user, booking);
  if (!gate) throw new AppError(403, RX_MESSAGES.notVet);
  if (!gate.allowed) throw new AppError(403, gate.reason!);
  return booking;
}

/** The vet writes a prescription in a booking: checked (422 naming the field), signed, filed in the pet's Medications and Prescriptions. */
export async function issuePrescription(deps: AppDeps, user: Principal, bookingId: number, body: Record<string, unknown>): Promise<Prescription> {
  const booking = await bookingToPrescribe(deps, user, bookingId);
  const input = checkedPrescription(body);
  return writePrescription(deps, booking, user, input, null);
}

/** What an approved refill renews: the prescription, and the Medications entry that keeps its refills. */
export interface Renewal {
  of: number;
  medicationId: number;
}

/** Stores and signs a prescription, then files it on the pet's records (also an approved refill's renewal). */
export async function writePrescription(deps: AppDeps, booking: BookingDetailRow, vet: Principal, input: PrescriptionInput, renewal: Renewal | null): Promise<Prescription> {
  const issuedAt = deps.clock().toISOString();
  const values = { ...input, vendor_id: booking.vendor_id, pet_id: booking.details.pet!.id, user_id: booking.user_id, vet_login_id: vet.id, booking_id: booking.id, issued_at: issuedAt, refill_of: renewal?.of ?? null };
  const rx = await deps.database.db.transaction(async (tx) => {
    const row = await insertPrescription(tx, values);
    const signed = { ...row, signature: signPrescription(deps, row) };
    await setSignature(tx, row.id, signed.signature);
    return signed;
  });
  try {
    await fileOnRecords(deps, vet, rx, booking, renewal?.medicationId ?? null);
  } catch (error) {
    await deletePrescription(deps.database.db, rx.id);
    throw error;
  }
  return rx;
}

/**
 * Both entries or neither: a failure between them takes the first back. A renewal is not a second
 * medication: it goes on the one Medications entry as a refill (a new entry only when that one is
 * gone), beside its own signed paper in Prescriptions. Logged as the vet's writes.
 */
async function fileOnRecords(deps: AppDeps, vet: Principal, rx: Prescription, booking: BookingDetailRow, medicationId: number | null): Promise<void> {
  const date = issueDay(rx, booking);
  const common = { petId: rx.pet_id, ownerId: rx.user_id, vendorId: rx.vendor_id, loginId: rx.vet_login_id, links: { prescription_id: rx.id } };
  const medication = { name: `${rx.drug} ${rx.strength}`, status: 'Active', date, duration: rx.duration_days, frequency: rx.frequency, dosage: rx.dose, comment: rx.instructions || undefined };
  const refill = { prescription_id: rx.id, date, at: rx.issued_at, by_login_id: vet.id, by: `${vet.first_name} ${vet.last_name}`.trim() };
  const refilled = medicationId !== null && rx.refill_of !== null && (await addRefill(deps, medicationId, rx.refill_of, refill));
  const filed: HealthRecord[] = [];
  try {
    if (!refilled) filed.push(await filePracticeRecord(deps, { ...common, category: 'medications', fields: medication }));
    const pdf = await prescriptionPdf(rx, await paperFacts(deps, rx, booking));
    const name = t('Prescription #{id}', { id: String(rx.id) });
    filed.push(await filePracticeRecord(deps, { ...common, category: 'prescriptions', fields: { name, date, comment: `${rx.drug} ${rx.strength}` }, file: { name: `prescription-${rx.id}.pdf`, bytes: pdf } }));
  } catch (error) {
    await withdrawPracticeRecords(deps, filed.map((record) => record.id));
    if (refilled) await withdrawRefill(deps, medicationId!, rx.id);
    throw error;
  }
  const updated = refilled ? [{ petId: rx.pet_id, action: 'update' as const, channel: 'web' as const, category: 'medications', entryId: medicationId! }] : [];
  await logAccess(deps, vet, [...updated, ...filed.map((record) => ({ petId: rx.pet_id, action: 'create' as const, channel: 'web' as const, category: record.category, entryId: record.id }))]);
}

/** The issue day (YYYY-MM-DD) in the practice's zone. */
const issueDay = (rx: Prescription, booking: BookingDetailRow) => new Date(rx.issued_at).toLocaleDateString('sv-SE', { timeZone: booking.details.listingTZ });

async function paperFacts(deps: AppDeps, rx: Prescription, booking: BookingDetailRow): Promise<PaperFacts> {
  const [team, licence] = await Promise.all([teamOf(deps, rx.vendor_id), prescriberLicence(deps, { vendorId: rx.vendor_id, loginId: rx.vet_login_id, bookingId: rx.booking_id })]);
  const vet = team.find((login) => login.id === rx.vet_login_id);
  const user = booking.details.user;
  return {
    practice: booking.practice_name,
    address: booking.details.listing.address ?? booking.details.listing.line1 ?? '',
    vet: vet ? `${vet.first_name} ${vet.last_name}` : '',
    licence: licence ? `${licence.number} (${licence.region || licence.country})` : null,
    pet: booking.details.pet?.name ?? '',
    owner: `${user.first_name} ${user.last_name}`,
    date: issueDate(rx.issued_at, booking.details.listingTZ),
    verifyUrl: `${deps.config.publicUrl}${verifyPath(rx)}`,
    publicKey: practicePublicKey(deps, rx.vendor_id),
  };
}

/** A prescription its owner or its practice may read; anyone else's is "not found". */
export async function prescriptionFor(deps: AppDeps, user: Principal, id: number): Promise<Prescription> {
  const rx = await findPrescription(deps.database.db, id);
  if (!rx || !can(user, 'prescription:read', rx)) throw notFound(RX_MESSAGES.notFound);
  return rx;
}

/** The prescription's PDF for a reader who may read it, in their language. */
export async function prescriptionPdfFor(deps: AppDeps, user: Principal, id: number): Promise<{ rx: Prescription; pdf: Uint8Array }> {
  const rx = await prescriptionFor(deps, user, id);
  const booking = await bookingById(deps, rx.booking_id);
  if (!booking) throw notFound(RX_MESSAGES.notFound);
  return { rx, pdf: await prescriptionPdf(rx, await paperFacts(deps, rx, booking)) };
}

/** A pet's prescriptions, newest first (for the FHIR export's MedicationRequest; the caller checks who reads the pet). */
export function prescriptionsOfPet(deps: AppDeps, petId: number): Promise<Prescription[]> {
  return findPrescriptionsOfPet(deps.database.db, petId);
}
