/** The home page's line icons. */
export type IconName = 'clinic' | 'video' | 'phone' | 'chat' | 'check';

/** Line icons, drawn on a 24-unit grid and coloured by the text colour around them. */
const ICON_PATHS: Record<IconName, string> = {
  clinic: 'M3 21V9l9-6 9 6v12M9 21v-6h6v6M12 8v4M10 10h4',
  video: 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  chat: 'M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5',
  check: 'M5 12l5 5 9-10',
};

export function Icon({ name }: { name: IconName }) {
  return (
    <svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
