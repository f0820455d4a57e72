import type { PropsWithChildren } from '@kitajs/html';

interface FieldProps {
  name: string;
  label: string;
  type?: string;
  value?: string | number | null;
  error?: string;
  required?: boolean;
  autocomplete?: string;
  readonly?: boolean;
  placeholder?: string;
  inputmode?: string;
  maxlength?: number;
  minlength?: number;
  pattern?: string;
  /** A number input's step ("0.01" for a price in a currency with cents). */
  step?: string;
  hint?: string;
  id?: string;
  /** Kept as typed across an htmx swap of its form (by its id), never sent back by the server. */
  preserve?: boolean;
}

/** The one form field: a label, an input, an optional hint, and the field's error in red. */
export function Field(props: PropsWithChildren<FieldProps>) {
  const id = props.id ?? `field-${props.name}`;
  const describedBy = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div class={`field${props.error ? ' has-error' : ''}`}>
      <label for={id} safe>
        {props.label}
      </label>
      {props.children ?? (
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value === undefined || props.value === null ? undefined : String(props.value)}
          required={props.required}
          autocomplete={props.autocomplete}
          readonly={props.readonly}
          placeholder={props.placeholder}
          inputmode={props.inputmode}
          maxlength={props.maxlength}
          minlength={props.minlength}
          pattern={props.pattern}
          step={props.step}
          aria-invalid={props.error ? 'true' : undefined}
          aria-describedby={describedBy || undefined}
          hx-preserve={props.preserve ? 'true' : undefined}
        />
      )}
      {props.hint ? (
        <p class="field-hint" id={`${id}-hint`} safe>
          {props.hint}
        </p>
      ) : (
        ''
      )}
      {props.error ? (
        <p class="field-error" id={`${id}-error`} safe>
          {props.error}
        </p>
      ) : (
        ''
      )}
    </div>
  );
}
