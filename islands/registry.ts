/**
 * Every island by name (its file name). Dynamic imports let Bun.build split each island
 * into its own chunk, so a page loads only the islands it shows; the server renders
 * from the same table.
 */
export const islandLoaders = {
  AvatarEditor: () => import('./AvatarEditor'),
  BookingWidget: () => import('./BookingWidget'),
  BookingWizard: () => import('./BookingWizard'),
  ChatRoom: () => import('./ChatRoom'),
  OpeningHours: () => import('./OpeningHours'),
  TimezonePicker: () => import('./TimezonePicker'),
  VideoCall: () => import('./VideoCall'),
  VonageCall: () => import('./VonageCall'),
} as const;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
