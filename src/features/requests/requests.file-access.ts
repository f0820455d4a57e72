import type { FileAccessCheck } from '../files/files.access';
import { fileSharedWith } from './requests.service';
import { can } from '../../lib/policy';

/** A record document an owner shared in a second opinion opens to the practice the opinion asks. */
export const sharedFileAccess: FileAccessCheck = {
  category: 'phr',
  mayRead: async (deps, principal, { url, uploader }) =>
    can(principal, 'record-file:read', { uploader_role: uploader.role, records_readable: false, shared_with_practice: await fileSharedWith(deps, principal, url) }),
};
