import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import type { FieldErrors } from '../../../lib/form-errors';

export type AuthMode = 'login' | 'signup' | 'forgot' | 'change';
export type Audience = 'owner' | 'practice';

export interface AuthFormProps {
  mode: AuthMode;
  audience: Audience;
  /** Where the form lives, so mode links stay on the same entry page. */
  paths: AuthPaths;
  redirect?: string;
  values?: Record<string, string | undefined>;
  errors?: FieldErrors;
  message?: { kind: 'error' | 'success'; text: string };
}

export interface AuthPaths {
  login: string;
  signup: string;
}

const HEADINGS: Record<Audience, Record<AuthMode, string>> = {
  owner: { login: 'Login', signup: 'Create your account', forgot: 'Forgot password', change: 'Change password' },
  practice: { login: 'Practice Login', signup: 'Practice Signup', forgot: 'Forgot password', change: 'Change password' },
};

/** The auth form (spec §4): one component, four modes; htmx swaps it in place, and it works as a plain form too. */
export function AuthForm(props: AuthFormProps) {
  const { mode, audience, paths, values = {}, errors = {} } = props;
  const action = `/auth/${mode}`;
  const withRedirect = (path: string, extra = '') => {
    const params = new URLSearchParams(extra);
    if (props.redirect) params.set('redirect', props.redirect);
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  return (
    <div id="auth-form" class="auth-card card">
      <h1 safe>{HEADINGS[audience][mode]}</h1>
      {props.message ? <Alert kind={props.message.kind}>{props.message.text}</Alert> : ''}
      <form method="post" action={action} hx-post={action} hx-target="#auth-form" hx-swap="outerHTML" novalidate>
        <input type="hidden" name="role" value={audience === 'practice' ? 'vendor' : 'user'} />
        {props.redirect ? <input type="hidden" name="redirect" value={props.redirect} /> : ''}
        {mode === 'login' ? (
          <>
            <Field name="email" label="Email" type="email" value={values.email} error={errors.email} autocomplete="email" required />
            <Field name="password" label="Password" type="password" error={errors.password} autocomplete="current-password" required />
            <div class="form-actions">
              <button type="submit" class="button">
                Login
              </button>
            </div>
          </>
        ) : (
          ''
        )}
      </form>
      <p class="auth-links">
        {mode === 'login' ? (
          <>
            <a href={withRedirect(paths.login, 'mode=forgot')}>Forgot password?</a>
            <span aria-hidden="true"> · </span>
            <a href={withRedirect(paths.signup)}>{audience === 'practice' ? 'Register your practice' : 'Create an account'}</a>
          </>
        ) : (
          <a href={withRedirect(paths.login)}>Back to login</a>
        )}
      </p>
    </div>
  );
}
