/**
 * The crash tests' server entry: the real start-up, with the booking paused at TEST_PAUSE (after
 * the hold, or after the charge) long enough for the test to kill the server there.
 */
import { loadConfig } from '../../src/config';
import { start } from '../../src/start';

const PAUSE_MS = 600_000;
const at = loadConfig().testPause;
const pause = (point: 'hold' | 'charge') => async () => {
  if (at === point) await Bun.sleep(PAUSE_MS);
};

await start({ pauses: { atHold: pause('hold'), atCharge: pause('charge') } });
