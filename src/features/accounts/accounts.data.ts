import type { AppDeps } from '../../deps';
import type { Tx } from '../../../db/client';
import type { Principal } from '../../lib/principal';
import type { MessageKey, MessageValues } from '../../lib/i18n';
import { port } from '../../lib/ports';

/*
 * An owner's data lives in the tables of many features above accounts, which accounts may not
 * import. Each owning feature says, in one part, what of it goes into the owner's archive and how
 * it is erased when the account is deleted; `createApp` hands the parts in (decision 0051).
 */

/** The person whose data it is: their account as it stands before anything is erased. */
export interface AccountPerson {
  id: number;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  /** The owner as the features' own services take a signed-in person. */
  principal: Principal;
}

/** One file of the archive: its path inside the ZIP and its content. */
export interface ArchiveEntry {
  path: string;
  data: string | Uint8Array;
}

/** Why an account may not be deleted now: a catalogue key with its values, said beside the password field. */
export interface DeletionRefusal {
  key: MessageKey;
  values?: MessageValues;
}

export interface AccountDataPart {
  /** The part's name (its feature), for logs. */
  name: string;
  /** The tables holding rows about the person that this part exports, erases or keeps on purpose (a test holds the list complete). */
  tables: readonly string[];
  /** What of the person's data goes into their archive. */
  archive?: (deps: AppDeps, person: AccountPerson) => Promise<ArchiveEntry[]>;
  /** Asked before anything changes: a reason the account may not be deleted now, or null. */
  refusal?: (deps: AppDeps, person: AccountPerson) => Promise<DeletionRefusal | null>;
  /** Done before the erasing transaction: what calls a provider (a refund) or sends e-mails, which must not hold the write lock. */
  before?: (deps: AppDeps, person: AccountPerson) => Promise<void>;
  /** Erases or anonymises the part's rows, in the one erasing transaction (a throw undoes all of it). */
  erase?: (deps: AppDeps, tx: Tx, person: AccountPerson) => Promise<void>;
}

/** Per app (its deps): the parts of every feature that holds an owner's data, given by `createApp`. */
export const accountDataPort = port<readonly AccountDataPart[]>('accounts: AccountDataParts');

/** The parts of this app. */
export const accountDataParts = (deps: AppDeps): readonly AccountDataPart[] => accountDataPort.of(deps);

/** What closing a practice asks of its bookings (booking, above accounts): the money they hold, and canceling the rest. */
export interface PracticeClosing {
  /** Bookings holding money now: a payment under way, or paid and still ahead. */
  moneyHeld(deps: AppDeps, vendorId: number): Promise<number>;
  /** Cancels the upcoming bookings left (none paid) as the practice, each owner e-mailed; answers how many. */
  cancelUpcoming(deps: AppDeps, vendorId: number): Promise<number>;
}

export const practiceClosingPort = port<PracticeClosing>('accounts: PracticeClosing');
