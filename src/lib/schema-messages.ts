import { DefaultErrorFunction, SetErrorFunction, ValueErrorType, type ErrorFunctionParameter } from '@sinclair/typebox/errors';
import { currentReader, t } from './i18n';

type Spoken = (schema: Record<string, unknown>) => string;
const bound = (schema: Record<string, unknown>, key: string) => String(schema[key]);

/** The schema checker's words for what it found, for a reader of another language than English. */
const SPOKEN: Partial<Record<ValueErrorType, Spoken>> = {
  [ValueErrorType.String]: () => t('Expected string'),
  [ValueErrorType.Number]: () => t('Expected number'),
  [ValueErrorType.Integer]: () => t('Expected integer'),
  [ValueErrorType.Boolean]: () => t('Expected boolean'),
  [ValueErrorType.Object]: () => t('Expected object'),
  [ValueErrorType.Array]: () => t('Expected array'),
  [ValueErrorType.Null]: () => t('Expected null'),
  [ValueErrorType.ObjectRequiredProperty]: () => t('Expected required property'),
  [ValueErrorType.ObjectAdditionalProperties]: () => t('Unexpected property'),
  [ValueErrorType.Union]: () => t('Expected union value'),
  [ValueErrorType.Literal]: () => t('Expected one of the allowed values'),
  [ValueErrorType.StringFormat]: () => t('Expected a value in the expected format'),
  [ValueErrorType.StringPattern]: () => t('Expected a value in the expected format'),
  [ValueErrorType.RegExp]: () => t('Expected a value in the expected format'),
  [ValueErrorType.StringMinLength]: (s) => t('Expected string length greater or equal to {minLength}', { minLength: bound(s, 'minLength') }),
  [ValueErrorType.StringMaxLength]: (s) => t('Expected string length less or equal to {maxLength}', { maxLength: bound(s, 'maxLength') }),
  [ValueErrorType.NumberMinimum]: (s) => t('Expected number to be greater or equal to {minimum}', { minimum: bound(s, 'minimum') }),
  [ValueErrorType.NumberMaximum]: (s) => t('Expected number to be less or equal to {maximum}', { maximum: bound(s, 'maximum') }),
  [ValueErrorType.IntegerMinimum]: (s) => t('Expected integer to be greater or equal to {minimum}', { minimum: bound(s, 'minimum') }),
  [ValueErrorType.IntegerMaximum]: (s) => t('Expected integer to be less or equal to {maximum}', { maximum: bound(s, 'maximum') }),
  [ValueErrorType.ArrayMinItems]: (s) => t('Expected array length to be greater or equal to {minItems}', { minItems: bound(s, 'minItems') }),
  [ValueErrorType.ArrayMaxItems]: (s) => t('Expected array length to be less or equal to {maxItems}', { maxItems: bound(s, 'maxItems') }),
};

/**
 * The checker's own message where a schema gives no text of its own: TypeBox's English as it was
 * for English readers (the API's answers stay word for word), the reader's language otherwise.
 */
export function schemaCheckerMessage(error: ErrorFunctionParameter): string {
  if (currentReader().language === 'en') return DefaultErrorFunction(error);
  return SPOKEN[error.errorType]?.(error.schema as Record<string, unknown>) ?? t('Invalid value');
}

SetErrorFunction(schemaCheckerMessage);
