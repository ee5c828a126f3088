/**
 * Where the journeys find the dashboard and the standalone self-serve app: as `npm start`
 * serves them, or behind the reference nginx (scripts/deployment-check.mjs sets both).
 */
export const SHELL_ORIGIN = process.env.E2E_SHELL_ORIGIN ?? 'http://localhost:8080';
export const SELF_SERVE_ORIGIN = process.env.E2E_SELF_SERVE_ORIGIN ?? 'http://localhost:8085';
