import common from './common';
import accounts from './accounts';
import booking from './booking';
import care from './care';
import practice from './practice';
import mail from './mail';
import phone from './phone';
import type { MessageKey } from '../en';

/** The Spanish catalogue: each English key, translated. */
export const ES: Record<MessageKey, string> = { ...common, ...accounts, ...booking, ...care, ...practice, ...mail, ...phone };
