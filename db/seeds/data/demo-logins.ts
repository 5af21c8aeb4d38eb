/** The published demo logins (never in production: SEED_DEMO decides; see demoSeedWanted). */
export const DEMO_LOGIN = { email: 'demo@kindred.local', password: 'kindred-demo-2026' } as const;
export const ADMIN_LOGINS = [
  { email: 'admin@kindred.local', password: 'admin-demo-2026', role: 'operator', name: 'Olivia Operator' },
  { email: 'finance@kindred.local', password: 'finance-demo-2026', role: 'finance', name: 'Finn Finance' },
  { email: 'moderator@kindred.local', password: 'moderator-demo-2026', role: 'moderator', name: 'Mona Moderator' },
  { email: 'agent@kindred.local', password: 'agent-demo-2026', role: 'chat_agent', name: 'Aaron Agent' },
  { email: 'super@kindred.local', password: 'super-demo-2026', role: 'super_admin', name: 'Sam Super' },
] as const;
