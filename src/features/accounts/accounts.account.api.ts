import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import type { AccountExport } from '../../../db/schema';
import { featureRoutes } from '../../plugins/setup';
import { viewerZone } from '../../plugins/viewer-zone';
import { t as translate } from '../../lib/i18n';
import { assertZone, zoneMessage } from '../../lib/time';
import { formatPhone } from '../../lib/phone';
import { ACCOUNT_MESSAGES, ConfirmEmailForm, EmailChangeForm, MobileSendForm, MobileVerifyForm } from './accounts.account.model';
import { confirmEmailChange, requestEmailChange, sendNewMobileCode, verifyNewMobile } from './accounts.account.service';
import { exportsOf, requestExport } from './accounts.export.service';
import { deletePractice } from './accounts.delete.service';
import { bodyMobile, phoneViewerCountry } from './accounts.mobile';
import { endSession } from './accounts.http';
import { MESSAGES } from './accounts.model';

const SIGNED_IN = { auth: true as const };
const OWNER = { auth: { role: 'user' as const } };
const ExportBody = t.Optional(t.Object({ tz: t.Optional(t.String({ maxLength: 64, error: zoneMessage() })) }));
const PasswordBody = t.Object({ currentPassword: EmailChangeForm.properties.currentPassword });

/** An archive as the Account page lists it; one past its time is expired even before the loop deletes its file. */
function exportJson(deps: AppDeps, row: AccountExport) {
  const expired = row.status === 'expired' || (row.status === 'ready' && row.expires_at !== null && row.expires_at <= deps.clock().toISOString());
  const status = expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    requested_at: row.requested_at,
    ready_at: row.ready_at,
    expires_at: row.expires_at,
    size: row.size,
    // The address the ready e-mail links to: a ZIP for its owner, signed in (cookie or Bearer).
    download_url: status === 'ready' ? `${deps.config.publicUrl}/app/account/exports/${row.id}/download` : null,
  };
}

/**
 * The Account page's sign-in changes, archive and the practice's deletion as JSON (decision 0052):
 * the same services as /app/account, /app/settings/account and the e-mailed confirm link.
 */
export const accountChangesApi = (deps: AppDeps) =>
  featureRoutes('accounts-account-api', deps)
    .post(
      '/api/account/email',
      async ({ user, body }) => {
        const email = await requestEmailChange(deps, user, body);
        return { msg: translate(ACCOUNT_MESSAGES.emailLinkSent, { email }), email };
      },
      { ...SIGNED_IN, body: EmailChangeForm },
    )
    .post('/api/account/email/confirm', async ({ body }) => {
      const { email } = await confirmEmailChange(deps, body.token);
      return { msg: translate(ACCOUNT_MESSAGES.emailChanged, { email }), email };
    }, { body: ConfirmEmailForm })
    .post(
      '/api/account/mobile/send',
      async ({ user, body, tenant, clientIp }) => {
        await sendNewMobileCode(deps, user, bodyMobile(body, 'phone', tenant), clientIp);
        return { msg: translate(MESSAGES.codeSent) };
      },
      { ...SIGNED_IN, body: MobileSendForm },
    )
    .post(
      '/api/account/mobile/verify',
      async ({ user, body, tenant, clientIp }) => {
        const phone = bodyMobile(body, 'phone', tenant);
        await verifyNewMobile(deps, user, phone, body.otp, clientIp);
        // The message reads the number as the page does; the field keeps E.164, as the API always does.
        return { msg: translate(ACCOUNT_MESSAGES.mobileChanged, { phone: formatPhone(phone, await phoneViewerCountry(deps, user)) }), phone };
      },
      { ...SIGNED_IN, body: MobileVerifyForm },
    )
    .get('/api/account/export', async ({ user }) => ({ exports: ((await exportsOf(deps, user)) ?? []).map((row) => exportJson(deps, row)) }), OWNER)
    .post(
      '/api/account/export',
      async ({ user, body, request }) => {
        assertZone(body?.tz, 'tz');
        const row = await requestExport(deps, user, body?.tz ?? viewerZone(request, 'UTC'));
        return { msg: translate(ACCOUNT_MESSAGES.exportAsked), export: exportJson(deps, row) };
      },
      { ...OWNER, body: ExportBody },
    )
    .post(
      '/api/settings/practice/delete',
      async (ctx) => {
        await deletePractice(deps, ctx.user, ctx.body.currentPassword);
        endSession(deps, ctx as never);
        return { msg: translate('The practice was deleted') };
      },
      { auth: { role: 'vendor' as const }, body: PasswordBody },
    );
