import { DashboardLayout } from '../../../ui/DashboardLayout';
import { SettingsShell } from '../../../ui/SettingsShell';
import { Layout } from '../../../ui/Layout';
import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { can, isPracticeLogin, ownPractice } from '../../../lib/policy';
import { t } from '../../../lib/i18n';
import { EmailSection, MobileSection, PasswordSection, type AccountBase, type SectionState } from './AccountSignIn';
import { DeleteSection, ExportSection, type ExportRow } from './AccountData';

export interface AccountPageProps {
  tenant: Tenant;
  principal: Principal;
  email: string;
  /** The mobile as the reader reads it, and the country a new one is typed in. */
  phone: string | null;
  country: string;
  /** The owner's archives (null: not offered to this person). */
  exports: ExportRow[] | null;
  zone: string;
  /** A section answered as a whole page (a plain form post refused): its message, errors and values. */
  states?: Partial<Record<AccountSection, SectionState>>;
  mobileSent?: boolean;
}

export type AccountSection = 'email' | 'mobile' | 'password' | 'export' | 'delete';

export const accountBaseOf = (principal: Principal): AccountBase => (isPracticeLogin(principal) ? '/app/settings/account' : '/app/account');

/** The Account page beside My Profile: sign-in e-mail, mobile and password; for owners their archive and deletion; for a root admin the practice's deletion. */
export function AccountPage(props: AccountPageProps) {
  const { principal } = props;
  const base = accountBaseOf(principal);
  const self = { role: principal.role, id: principal.id };
  const states = props.states ?? {};
  const sections = (
    <>
      <EmailSection base={base} email={props.email} state={states.email} />
      <MobileSection base={base} phone={props.phone} country={props.country} sent={props.mobileSent} state={states.mobile} />
      <PasswordSection base={base} state={states.password} />
      {props.exports && can(principal, 'account:export', self) ? <ExportSection rows={props.exports} zone={props.zone} state={states.export} /> : ''}
      {can(principal, 'account:delete', self) ? <DeleteSection state={states.delete} /> : ''}
      {can(principal, 'practice:delete', ownPractice(principal)) ? <DeleteSection practice state={states.delete} /> : ''}
    </>
  );
  if (isPracticeLogin(principal)) {
    return (
      <SettingsShell tenant={props.tenant} principal={principal} current="account">
        {sections as 'safe'}
      </SettingsShell>
    );
  }
  return (
    <DashboardLayout title={t('Account')} tenant={props.tenant} principal={principal} current="/app/account">
      <h1 safe>{t('Account')}</h1>
      {sections as 'safe'}
    </DashboardLayout>
  );
}

/** The page a confirm link opens: the new address named, one button that makes it the sign-in address (a link scanner's GET changes nothing). */
export function EmailConfirmPage({ tenant, principal, token, error, done }: { tenant: Tenant; principal: Principal | null; token: string; error?: string; done?: string }) {
  return (
    <Layout title={t('Confirm your new e-mail address')} tenant={tenant} principal={principal}>
      <section class="container narrow center-text page-message">
        <h1 safe>{t('Confirm your new e-mail address')}</h1>
        {done ? <p role="status" safe>{t('Your e-mail address is now {email}.', { email: done })}</p> : ''}
        {error ? <p class="alert alert-error" role="alert" safe>{error}</p> : ''}
        {!done && !error ? (
          <form method="post" action="/account/email/confirm">
            <input type="hidden" name="token" value={token} />
            <button type="submit" class="button" safe>
              {t('Confirm my new e-mail')}
            </button>
          </form>
        ) : (
          ''
        )}
        {done ? <a class="button" href="/app" safe>{t('Go to my dashboard')}</a> : ''}
      </section>
    </Layout>
  );
}

/** After an account is deleted: what happened, on the public site (the person is signed out). */
export function AccountDeletedPage({ tenant, practice = false }: { tenant: Tenant; practice?: boolean }) {
  return (
    <Layout title={practice ? t('The practice was deleted') : t('Your account was deleted')} tenant={tenant} principal={null}>
      <section class="container narrow center-text page-message">
        <h1 safe>{practice ? t('The practice was deleted') : t('Your account was deleted')}</h1>
        <p safe>
          {practice
            ? t('It takes no more bookings and every login of its team was removed. Its clinical entries, prescriptions, payments and receipts are kept, as the law asks of a practice.')
            : t('Your data is erased and your upcoming appointments were canceled. What practices must keep by law (their clinical entries, prescriptions, payments and receipts) stays with them, no longer under your name. We sent a last e-mail to your address.')}
        </p>
        <a class="button" href="/" safe>{t('Go Home')}</a>
      </section>
    </Layout>
  );
}
