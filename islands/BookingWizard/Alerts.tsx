/** @jsxImportSource react */

/** A field's error under it (nothing when there is none). */
export function FieldError({ message }: { message?: string | null }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The red alert over a form (nothing when there is no message). */
export function ErrorAlert({ message }: { message?: string | null }) {
  return message ? (
    <p className="alert alert-error" role="alert">
      {message}
    </p>
  ) : null;
}
