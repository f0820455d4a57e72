import type { AppDeps } from '../../deps';
import type { Tx } from '../../../db/client';
import type { Principal } from '../../lib/principal';
import type { PaymentInput } from './booking.model';

/** The caller's address, set on a booking body by the route (a symbol: no JSON body can carry it). */
export const CLIENT_IP = Symbol('client ip');
export type WithClientIp = { [CLIENT_IP]?: string };

export interface RemoteConsult {
  principal: Principal;
  customerId: number;
  vendorId: number;
  type: number;
  petId: number;
  slot: string;
  input: PaymentInput & WithClientIp;
}

/**
 * What telehealth (above booking) says of a booking being made: `check` before anything is held
 * (the owner's place and consent; throws a 422 naming the field) answers what to keep, which
 * `keep` writes in the hold's transaction. `createApp` provides it.
 */
export interface TelehealthGate {
  check(deps: AppDeps, consult: RemoteConsult): Promise<object | null>;
  keep(tx: Tx, bookingId: number, kept: object): Promise<void>;
  /** Where the pet will be, as sent for a booking the person accepts later: checked now (422 naming the field), kept with the request. */
  place(input: PaymentInput): { owner_country: string; owner_region: string } | null;
}

const gates = new WeakMap<object, TelehealthGate>();

export function provideTelehealthGate(app: object, gate: TelehealthGate): void {
  gates.set(app, gate);
}

/** The app's gate; absent where a test builds services without `createApp` (then nothing is asked or kept). */
export function telehealthGateOf(app: object): TelehealthGate | undefined {
  return gates.get(app);
}
