// Loaded first by `npm test -w api` for every test file but the load and fault ones
// (--import): a password hash there costs 2^10 instead of 2^17 (1 MiB, a few ms, instead
// of 128 MiB and 0.4 s of a core) for the many sign-ins of the API tests.
// Files that check the production cost itself say so with useProductionPasswordCost();
// the load and fault tests, the scripts' tests and the e2e journeys keep it (decision 070).
import { setPasswordCost } from '../../src/auth/passwords';

export const TEST_PASSWORD_COST = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

setPasswordCost(TEST_PASSWORD_COST);
