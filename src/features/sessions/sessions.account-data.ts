import type { AccountDataPart } from '../accounts/accounts.data';
import { CONSULTATION_TYPES, consultationTypeLabel } from '../../lib/constants/consultation-types';
import { MINUTE_MS } from '../../lib/time';
import { roomState } from './sessions.window';
import { deleteOwnerMessages, findLiveBookingsAround, findMessagesOfOwner } from './sessions.account-data.repo';

/** The kinds of consultation held in a live room (a chat, a video call). */
const ROOM_TYPES = [CONSULTATION_TYPES.VIDEO, CONSULTATION_TYPES.CHAT];

/** messages.json: the owner's chats; a room open now keeps the account from being deleted under it. */
export const sessionsAccountData: AccountDataPart = {
  name: 'sessions',
  tables: ['messages', 'video_rooms'],
  async archive(deps, person) {
    const rows = await findMessagesOfOwner(deps.database.db, person.id);
    return [{ path: 'messages/chats.json', data: `${JSON.stringify(rows, null, 2)}\n` }];
  },
  async refusal(deps, person) {
    const now = deps.clock();
    // A room opens 10 minutes before its slot and closes 30 after its end: a few hours either side finds every one open now.
    const around = await findLiveBookingsAround(deps.database.db, person.id, ROOM_TYPES, new Date(now.getTime() - 12 * 60 * MINUTE_MS).toISOString(), new Date(now.getTime() + 60 * MINUTE_MS).toISOString());
    const open = around.find((booking) => roomState(booking, now) === 'open');
    if (!open) return null;
    return { key: 'A consultation room of yours is open now ({what}). Delete your account once it has closed.', values: { what: `${consultationTypeLabel(open.type)} · ${open.details.listing.title}` } };
  },
  async erase(_deps, tx, person) {
    await deleteOwnerMessages(tx, person.id);
  },
};
