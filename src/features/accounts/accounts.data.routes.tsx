import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { AppError } from '../../lib/errors';
import { fieldErrors } from '../../lib/form-errors';
import { t as translate } from '../../lib/i18n';
import { redirectAfterPost } from '../../plugins/redirects';
import { viewerZone } from '../../plugins/viewer-zone';
import { ACCOUNT_MESSAGES, DeleteAccountBody, DeleteForm } from './accounts.account.model';
import { exportsOf, openExport, requestExport } from './accounts.export.service';
import { deleteOwnAccount, deletePractice } from './accounts.delete.service';
import { endSession } from './accounts.http';
import { answerSection, failureState, type AccountContext } from './accounts.account.answers';
import { DeleteSection, ExportSection } from './views/AccountData';
import { AccountDeletedPage } from './views/AccountPage';
import type { SectionState } from './views/AccountSignIn';

type Posted = AccountContext & { body: Record<string, string> };

/** Download everything and delete the account (owners), delete the practice (its root admin): decision 0051. */
export const accountDataRoutes = (deps: AppDeps) => {
  const app = featureRoutes('accounts-data-routes', deps);

  const exportSection = async (ctx: AccountContext, state: SectionState) => {
    const zone = viewerZone(ctx.request, 'UTC');
    return answerSection(deps, ctx, 'export', state, async () => <ExportSection rows={(await exportsOf(deps, ctx.user)) ?? []} zone={zone} state={state} />);
  };

  /** Deletes as `remove` says, after the form's checks; refused: the section again, by its field; done: signed out, to the goodbye page. */
  const postDelete = async (ctx: Posted, remove: typeof deleteOwnAccount, practice: boolean) => {
    const section = (state: SectionState, status: number) => answerSection(deps, ctx, 'delete', state, () => <DeleteSection practice={practice} state={state} />, status);
    const errors = fieldErrors(DeleteForm, ctx.body);
    if (Object.keys(errors).length > 0) return section({ errors }, 422);
    try {
      await remove(deps, ctx.user, ctx.body.currentPassword);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return section(failureState(error, ['currentPassword', 'understood']), error.status);
    }
    endSession(deps, ctx as never);
    return redirectAfterPost(ctx, practice ? '/account/deleted?practice=1' : '/account/deleted');
  };

  return app
    .post('/app/account/export', async (ctx) => {
      await requestExport(deps, ctx.user, viewerZone(ctx.request, 'UTC'));
      return exportSection(ctx, { message: { kind: 'success', text: translate(ACCOUNT_MESSAGES.exportAsked) } });
    }, { auth: { role: 'user' } })
    .get(
      '/app/account/exports/:id/download',
      async ({ user, params, set }) => {
        const { content, name } = await openExport(deps, user, params.id);
        if (content && 'redirect' in content) {
          set.status = 302;
          set.headers.location = content.redirect;
          return '';
        }
        return new Response(content!.bytes, { headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store' } });
      },
      { auth: { role: 'user' }, params: t.Object({ id: t.Numeric({ minimum: 1 }) }) },
    )
    .post('/app/account/delete', (ctx) => postDelete(ctx as never, deleteOwnAccount, false), { auth: { role: 'user' }, body: t.Record(t.String(), t.String()) })
    .post('/app/settings/account/delete-practice', (ctx) => postDelete(ctx as never, deletePractice, true), { auth: { role: 'vendor' }, body: t.Record(t.String(), t.String()) })
    .post(
      '/api/account/delete',
      async (ctx) => {
        await deleteOwnAccount(deps, ctx.user, ctx.body.currentPassword);
        endSession(deps, ctx as never);
        return { msg: translate('Your account was deleted') };
      },
      { auth: { role: 'user' }, body: DeleteAccountBody, detail: { summary: 'Deletes the signed-in owner\'s account (password again): upcoming bookings canceled under their policies, personal data erased' } },
    )
    .get('/account/deleted', ({ tenant, query }) => <AccountDeletedPage tenant={tenant} practice={query.practice === '1'} />, { query: t.Object({ practice: t.Optional(t.String({ maxLength: 1 })) }) });
};
