/** @jsxImportSource react */

/** A problem said in red, read out at once: under a field, or as the alert over a form. Nothing when there is none. */
function Problem({ message, className, id }: { message?: string | null; className: string; id?: string }) {
  return message ? (
    <p className={className} role="alert" id={id}>
      {message}
    </p>
  ) : null;
}

/** `id`: what the field's aria-describedby names. */
export const FieldError = ({ message, id }: { message?: string | null; id?: string }) => <Problem message={message} className="field-error" id={id} />;
export const ErrorAlert = ({ message }: { message?: string | null }) => <Problem message={message} className="alert alert-error" />;
