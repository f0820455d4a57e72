import type { FileAccessCheck } from '../files/files.access';
import { fileSharedWith } from './requests.service';

/** A record document an owner shared in a second opinion opens to the practice the opinion asks. */
export const sharedFileAccess: FileAccessCheck = {
  category: 'phr',
  mayRead: async (deps, principal, { url, uploader }) => uploader.role === 'user' && (await fileSharedWith(deps, principal, url)),
};
