import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../../db/client';
import type { Plan, User } from '../../../db/schema';
import { signupPlanOf } from '../accounts/accounts.owners.service';
import { hasLiveBookingOfType } from './booking.promo.repo';
import { DAY_MS } from '../../lib/time';
import type { MessageKey } from '../../lib/i18n';

/*
 * A plan's offer at payment (spec §3 Plan offers). The seeded WELCOME plan's
 * details say {discount_percent: 20, consultation_type: 4000, valid_days: 30, uses_per_account: 1}:
 * 20% off the owner's first video consultation, within 30 days of signing up. The server alone
 * works it out: in the booking service's prepare step, again inside the hold's write
 * transaction (so two first bookings at once cannot both have it), and a partial unique index
 * on payments refuses a second payment under way or made with it.
 */


/** What an owner's plan takes off, for which consultation type. */
export interface Offer {
  code: string;
  percent: number;
  type: number;
}

/** An offer applied to one price: minor units of the practice's currency. */
export interface Promo extends Offer {
  listAmount: number;
  amount: number;
}

export const PROMO_MESSAGES = {
  spent: 'Your offer has just been used for another booking, so this one is at the full price. Please check the price and pay again.',
} as const satisfies Record<string, MessageKey>;

/** The offer a plan's details describe, when they describe one that is still open to this owner. */
function offerOfPlan(plan: Plan, owner: Pick<User, 'created_at'>, now: Date): Offer | null {
  const d = plan.details as { discount_percent?: unknown; consultation_type?: unknown; valid_days?: unknown };
  const percent = Number(d.discount_percent);
  const type = Number(d.consultation_type);
  if (!Number.isInteger(percent) || percent <= 0 || percent > 100 || !Number.isInteger(type)) return null;
  const days = Number(d.valid_days);
  if (Number.isFinite(days) && days > 0 && now.getTime() > new Date(owner.created_at).getTime() + days * DAY_MS) return null;
  return { code: plan.code, percent, type };
}

/** The price after the offer, in minor units, rounded once to the minor unit (a yen, a cent, a fils). */
export function discounted(amount: number, percent: number): number {
  return Math.round((amount * (100 - percent)) / 100);
}

/** The offer the owner can still use (their plan has one, in time, and they have no booking of its type yet), or null. */
export async function openOffer(deps: AppDeps, owner: User, conn: Db | Tx = deps.database.db): Promise<Offer | null> {
  const plan = await signupPlanOf(deps, owner);
  const now = deps.clock();
  const offer = plan ? offerOfPlan(plan, owner, now) : null;
  if (!offer) return null;
  return (await hasLiveBookingOfType(conn, owner.id, offer.type, now.toISOString())) ? null : offer;
}

/** The owner's offer applied to a booking of `type` at `amount` (minor units), or null when none applies. */
export async function promoFor(deps: AppDeps, owner: User, type: number, amount: number): Promise<Promo | null> {
  if (amount <= 0) return null;
  const offer = await openOffer(deps, owner);
  if (!offer || offer.type !== type) return null;
  return { ...offer, listAmount: amount, amount: discounted(amount, offer.percent) };
}

/** Inside the hold's write transaction: whether the offer is still open (no other booking of its type took it meanwhile). */
export async function promoStillOpen(tx: Tx, owner: User, promo: Promo, now: Date): Promise<boolean> {
  return !(await hasLiveBookingOfType(tx, owner.id, promo.type, now.toISOString()));
}
