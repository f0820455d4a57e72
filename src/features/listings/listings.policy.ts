import type { CancelPolicy } from '../../../db/schema';
import type { FieldErrors } from '../../lib/form-errors';
import { fitsCurrency, toMinor, toUnits } from '../../lib/money';
import type { ListingInputValue, PolicyInputValue } from './listings.model';

/**
 * The rules of a listing's cancellation policy a schema cannot state, fees in the currency's
 * units as typed: a fee or no-show fee never above the lowest price of what it offers (every booking
 * could be charged it), a partial refund names its share, a fixed fee its amount.
 */
export function policyErrors(input: ListingInputValue, currency: string): FieldErrors {
  const policy = input.policy;
  if (!policy) return {};
  const errors: FieldErrors = {};
  // What owners can book now: a type turned off (or kept only for visits already booked, under their own policy) is never charged it.
  const prices = input.consultations.filter((c) => c.status).map((c) => c.price).filter((p): p is number => typeof p === 'number' && Number.isFinite(p));
  const lowest = prices.length > 0 ? Math.min(...prices) : Number.POSITIVE_INFINITY;
  if (policy.inside === 'partial' && policy.refund_percent === undefined) errors['policy.refund_percent'] = 'Refund share must be a whole percentage from 1 to 99';
  if (policy.inside === 'fee' && policy.fee === undefined) errors['policy.fee'] = 'Cancellation fee must be an amount';
  for (const field of ['fee', 'no_show_fee'] as const) {
    const amount = policy[field];
    if (typeof amount !== 'number') continue;
    if (!fitsCurrency(amount, currency)) errors[`policy.${field}`] = field === 'fee' ? 'Cancellation fee must be an amount' : 'No-show fee must be an amount';
    else if (amount > lowest) errors[`policy.${field}`] = field === 'fee' ? 'The cancellation fee cannot be more than the lowest consultation price' : 'The no-show fee cannot be more than the lowest consultation price';
  }
  return errors;
}

/** The policy as stored: fees in minor units, what does not apply to its kind left out; null for none. */
export function storedPolicy(policy: PolicyInputValue | undefined, currency: string): CancelPolicy | null {
  if (!policy) return null;
  return {
    notice_hours: policy.notice_hours,
    inside: policy.inside,
    refund_percent: policy.inside === 'partial' ? (policy.refund_percent ?? null) : null,
    fee: policy.inside === 'fee' && policy.fee !== undefined ? toMinor(policy.fee, currency) : null,
    reschedule_inside: policy.reschedule_inside,
    no_show_fee: policy.no_show_fee ? toMinor(policy.no_show_fee, currency) : null,
  };
}

/** A stored policy as its form shows it: fees in the currency's units. */
export function policyInUnits(policy: CancelPolicy | null | undefined, currency: string): CancelPolicy | null {
  if (!policy) return null;
  const units = (minor: number | null | undefined) => (typeof minor === 'number' ? toUnits(minor, currency) : null);
  return { ...policy, fee: units(policy.fee), no_show_fee: units(policy.no_show_fee) };
}
