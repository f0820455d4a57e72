/** Uploaded-file categories (spec §9), and `chat`: a chat consultation's attachments. */
export const FILE_CATEGORIES = ['user_avatar', 'brand_logo', 'vendor_services_avatar', 'phr', 'chat'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
