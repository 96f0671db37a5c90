/** The demo logins, listed in the README and printed by `npm start` (non-production only). */
export const DEMO_PASSWORD = 'Claims#2026';
export const DEMO_ACCOUNTS: { email: string; role: string }[] = [];
