/** @jsxImportSource react */

/** An island's error line, announced to screen readers; nothing when there is no message. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="alert alert-error" role="alert">
      {message}
    </p>
  ) : null;
}
