import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { noDefault } from '../../lib/no-default';
import { t as text } from '../../lib/i18n';
import { IMAGE_FILE_TEXTS } from '../files/files.model';
import { SETTINGS_MESSAGES as M } from './settings.model';
import { saveLogo } from './settings.service';
import { storeWebsiteImage } from './settings.website-editor.service';

const PRACTICE = { auth: { role: 'vendor' as const } };
/** The logo's kind and size are checked by the service from its bytes (422 naming file), as on the Website tab. */
const LogoBody = t.Object({ file: noDefault(t.File(IMAGE_FILE_TEXTS)) });
const ImageBody = t.Object({ file: noDefault(t.File({ type: 'image', maxSize: '2m', ...IMAGE_FILE_TEXTS })) });

/** The Website tab's uploads as JSON (multipart, field `file`): the site's logo, and an image for the sections' HTML. */
export const settingsUploadsApi = (deps: AppDeps) =>
  featureRoutes('settings-uploads-api', deps)
    .post('/api/settings/website/logo', async ({ user, body }) => ({ logo: (await saveLogo(deps, user, body.file)).logo, msg: text(M.logoSaved) }), { ...PRACTICE, body: LogoBody })
    .post('/api/settings/website/image', async ({ user, body }) => ({ url: await storeWebsiteImage(deps, user, body.file) }), { ...PRACTICE, body: ImageBody });
