/** @jsxImportSource react */

/** A problem said in red, read out at once: under a field, or as the alert over a form. Nothing when there is none. */
function Problem({ message, className }: { message?: string | null; className: string }) {
  return message ? (
    <p className={className} role="alert">
      {message}
    </p>
  ) : null;
}

export const FieldError = ({ message }: { message?: string | null }) => <Problem message={message} className="field-error" />;
export const ErrorAlert = ({ message }: { message?: string | null }) => <Problem message={message} className="alert alert-error" />;
