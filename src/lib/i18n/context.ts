import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultReader, type Reader } from './languages';

/**
 * Who the current work is for. A request enters its reader once, at its start (plugins/locale)
 * and the session narrows it when the account has chosen a language; an e-mail, SMS or calendar
 * file made for someone else (a reminder, a practice's notice) runs inside `asReader`. Views and
 * services then ask `t()` without threading a reader through every call.
 */
const current = new AsyncLocalStorage<Reader>();

export function currentReader(): Reader {
  return current.getStore() ?? defaultReader();
}

/** Sets the reader for the rest of this request; the store is the request's own object, so later steps may narrow it. */
export function enterReader(reader: Reader): Reader {
  const store = { ...reader };
  current.enterWith(store);
  return store;
}

/** Narrows this request's reader in place (the account's language, read after the session). */
export function narrowReader(reader: Reader): void {
  const store = current.getStore();
  if (store) Object.assign(store, reader);
}

/** Runs `work` for another reader: mail and SMS go out in the recipient's language, not the sender's. */
export function asReader<T>(reader: Reader, work: () => T): T {
  return current.run({ ...reader }, work);
}
