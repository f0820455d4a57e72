/** Uploaded-file categories (spec §9), `chat`: a chat consultation's attachments, and `intake`: the photos and videos of a visit's intake. */
export const FILE_CATEGORIES = ['user_avatar', 'brand_logo', 'vendor_services_avatar', 'phr', 'chat', 'intake'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
