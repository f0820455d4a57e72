import { Layout } from '../../../ui/Layout';
import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { AuthForm, type AuthFormProps } from './AuthForm';
import { CaptchaAssets } from './Captcha';
import { t } from '../../../lib/i18n';

export function AuthPage({ tenant, principal, form }: { tenant: Tenant; principal: Principal | null; form: AuthFormProps }) {
  const titles = { login: t('Login'), signup: t('Sign up'), forgot: t('Forgot password'), change: t('Change password') };
  return (
    <Layout title={titles[form.mode]} tenant={tenant} principal={principal}>
      <section class="container auth-page">
        <AuthForm {...form} />
      </section>
      {form.captcha && form.mode === 'signup' ? <CaptchaAssets /> : ''}
    </Layout>
  );
}
