/** Demo accounts seeded by `npm start` (and printed by it); used by the browser tests too. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@pipcrafters.dev',
    password: 'Admin-PipCrafters-2026',
    firstName: 'Ana',
    lastName: 'Administradora',
  },
  trader: {
    email: 'trader@pipcrafters.dev',
    password: 'Trader-PipCrafters-2026',
    firstName: 'Tomás',
    lastName: 'Trader',
  },
  applicant: {
    email: 'aspirante@pipcrafters.dev',
    password: 'Aspirante-PipCrafters-2026',
    firstName: 'Paula',
    lastName: 'Aspirante',
  },
} as const;
