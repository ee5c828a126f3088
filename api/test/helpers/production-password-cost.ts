import { PRODUCTION_PASSWORD_COST, setPasswordCost } from '../../src/auth/passwords';

/**
 * For a test file that checks the production password cost (scrypt N=2^17): call it at the
 * top of the file, before any app or database is made; the test run's lower cost
 * (quick-passwords.ts) does not apply to that file then. Its databases are seeded at that cost.
 */
export function useProductionPasswordCost(): void {
  setPasswordCost(PRODUCTION_PASSWORD_COST);
}
