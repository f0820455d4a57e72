import { defineFuzz } from '../helpers/fuzz';

// `npm run proof`: the fuzz test at full strength.
defineFuzz(Number(process.env.FUZZ_RUNS ?? 10_000), 3_600_000);
