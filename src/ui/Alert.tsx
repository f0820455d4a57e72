import type { PropsWithChildren } from '@kitajs/html';

interface AlertProps {
  kind?: 'error' | 'success' | 'info';
  title?: string;
  /** Plain text, escaped here; use children only for markup built with JSX. */
  message?: string;
  id?: string;
}

/** The one alert box: red for errors (role=alert), green for success, grey for empty states. */
export function Alert({ kind = 'error', title, message, children, id }: PropsWithChildren<AlertProps>) {
  return (
    <div class={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'} id={id}>
      {title ? <strong safe>{title}</strong> : ''} {message ? <span safe>{message}</span> : ''}
      {children ?? ''}
    </div>
  );
}
