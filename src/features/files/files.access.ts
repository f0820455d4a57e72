import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { FileCategory } from '../../lib/constants/file-categories';
import type { Uploader } from './files.service';

/** A private file as an access check sees it: its storage key, the address it is read at, who uploaded it. */
export interface PrivateFile {
  key: string;
  url: string;
  uploader: Uploader;
}

/**
 * One owning feature's say over who may open its private files of one category. The features
 * that own the files (records, sessions, requests) register their checks, `createApp` hands the
 * list to the files routes, and files imports none of them.
 */
export interface FileAccessCheck {
  category: FileCategory;
  mayRead(deps: AppDeps, principal: Principal | null, file: PrivateFile): Promise<boolean>;
}

/** A file opens when any check registered for its category lets the principal in (asked in order, the first yes wins). */
export async function mayReadFile(deps: AppDeps, checks: readonly FileAccessCheck[], category: FileCategory, principal: Principal | null, file: PrivateFile): Promise<boolean> {
  for (const check of checks) {
    if (check.category === category && (await check.mayRead(deps, principal, file))) return true;
  }
  return false;
}
