/** Uploaded-file categories (spec §9). */
export const FILE_CATEGORIES = ['user_avatar', 'brand_logo', 'vendor_services_avatar', 'phr'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
