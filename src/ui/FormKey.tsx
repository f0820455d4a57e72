import { FORM_KEY_FIELD, newFormKey } from '../lib/form-once';

/** The one-use key of a form that creates: sent twice, it creates once (src/lib/form-once.ts). */
export function FormKey({ value }: { value?: string }) {
  return <input type="hidden" name={FORM_KEY_FIELD} value={value || newFormKey()} />;
}
