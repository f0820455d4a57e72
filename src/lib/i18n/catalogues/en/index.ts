import common from './common';
import commonLabels from './common-labels';
import accounts from './accounts';
import booking from './booking';
import care from './care';
import practice from './practice';
import mail from './mail';

/**
 * The English catalogue: every text a person reads, each its own key, in ICU MessageFormat.
 * One chapter per part of the product so that each stays short; together they are one catalogue.
 */
export const EN = [...common, ...commonLabels, ...accounts, ...booking, ...care, ...practice, ...mail] as const;
export type MessageKey = (typeof EN)[number];
