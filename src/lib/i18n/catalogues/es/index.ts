import common from './common';
import commonLabels from './common-labels';
import accounts from './accounts';
import booking from './booking';
import care from './care';
import practice from './practice';
import mail from './mail';
import type { MessageKey } from '../en';

/** The Spanish catalogue: each English key, translated. */
export const ES: Record<MessageKey, string> = { ...common, ...commonLabels, ...accounts, ...booking, ...care, ...practice, ...mail };
