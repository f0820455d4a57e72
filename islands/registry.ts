/**
 * Every island by name. The name is its file's name: `islands/<Name>.tsx`, or for an island
 * too big for one file, the folder `islands/<Name>/` whose entry is `<Name>/<Name>.tsx`
 * (so its chunk is still named after the island). Dynamic imports let Bun.build split each
 * island into its own chunk, so a page loads only the islands it shows; the server renders
 * from the same table.
 */
export const islandLoaders = {
  AvatarEditor: () => import('./AvatarEditor'),
  BookingWidget: () => import('./BookingWidget'),
  BookingWizard: () => import('./BookingWizard/BookingWizard'),
  ChatRoom: () => import('./ChatRoom'),
  EmbedBooking: () => import('./EmbedBooking/EmbedBooking'),
  OpeningHours: () => import('./OpeningHours'),
  TimezonePicker: () => import('./TimezonePicker'),
  VideoCall: () => import('./VideoCall'),
  VonageCall: () => import('./VonageCall'),
  WebsiteEditor: () => import('./WebsiteEditor/WebsiteEditor'),
} as const;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
