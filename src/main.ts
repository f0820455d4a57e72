/** The production entry: the server with nothing added (tests/helpers/pausing-main.ts is the crash tests' own). */
import { start } from './start';

await start();
