import { defineFuzz } from '../helpers/fuzz';

// A small count in `npm test`; `npm run proof` runs 10,000 (FUZZ_RUNS).
defineFuzz(Number(process.env.FUZZ_RUNS ?? 300), 60_000);
