/** The demo accounts seeded on an empty database (README, `npm start`). */
export const SUPER_ADMIN = { email: 'super@example.com', password: 'demo-super-pass' };
export const CLIENT_ADMIN = { email: 'client@example.com', password: 'demo-client-pass' };
export const END_USER = { email: 'user@example.com', password: 'demo-user-pass' };
