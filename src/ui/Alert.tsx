import type { PropsWithChildren } from '@kitajs/html';

/** The one alert box: red for errors (role=alert), green for success, grey for empty states. */
export function Alert({ kind = 'error', title, children, id }: PropsWithChildren<{ kind?: 'error' | 'success' | 'info'; title?: string; id?: string }>) {
  return (
    <div class={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'} id={id}>
      {title ? <strong safe>{title}</strong> : ''} {children}
    </div>
  );
}
