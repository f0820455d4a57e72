import { translated } from '../../lib/i18n';
import { categoryOf, type RecordField } from '../../lib/constants/record-categories';

/**
 * The record categories' words as the reader reads them: categories, groups, field labels and
 * choices are written once in English (lib/constants/record-categories), and each is a catalogue key.
 */
export const categoryLabel = (key: string): string => translated(categoryOf(key)?.label ?? key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()));
export const groupLabel = (group: string): string => translated(group);
export const fieldLabel = (field: Pick<RecordField, 'label'>): string => translated(field.label);
export const optionLabel = (option: string): string => translated(option);
