// The demo accounts the embedded database is seeded with (services/api/src/seed/seedDemo.ts; README "Demo
// sign-in"). Kept here as the user would type them.
export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  super: 'super@placement.demo',
  admin: 'admin@addisstar.demo',
  clerk: 'clerk@addisstar.demo',
  agent: 'agent@riyadhgulf.demo',
  sudan: 'admin@sudan.demo',
  sudan2: 'admin@sudan2.demo',
} as const;
