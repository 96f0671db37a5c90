/** The demo logins, listed in the README and printed by `npm start` (non-production only). */
export const DEMO_PASSWORD = 'Claims#2026';

/** The demo companies, by a stable key the accounts below refer to. Tax ids are valid check-digit-wise. */
export const DEMO_COMPANIES = {
  alfa: {
    id: '5e0d1c2a-7b1f-4d0e-9a51-0a1f00000001',
    name: 'Exportadora Alfa Ltda',
    email: 'sinistros@alfa-exportadora.example.com',
    contact: 'Carlos Almeida',
    taxId: '43219876000136',
    country: 'BR',
    office: 'BR',
  },
  beta: {
    id: '5e0d1c2a-7b1f-4d0e-9a51-0a1f00000002',
    name: 'Beta Comércio S.A.',
    email: 'logistica@beta-comercio.example.com',
    contact: 'Fernando Rocha',
    taxId: '61524039000100',
    country: 'BR',
    office: 'BR',
  },
} as const;

export const DEMO_CUSTOMS_BROKER = {
  id: '5e0d1c2a-7b1f-4d0e-9a51-0a1f00000101',
  name: 'Rota Despachos Aduaneiros Ltda',
  taxId: '28901357000160',
  country: 'BR',
  /** The clients it represents. */
  represents: ['alfa'],
} as const;

export interface DemoAccount {
  email: string;
  role: string;
  name: string;
  lastName: string;
  language: 'pt-BR' | 'en' | 'es';
  company?: keyof typeof DEMO_COMPANIES;
  customsBroker?: true;
  team?: 'BUE' | 'CLI_SSZ' | 'CLI_SAO';
  authority?: { limit: string; currency: 'BRL' | 'USD' };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'master@example.com', role: 'MASTER', name: 'Helena', lastName: 'Duarte', language: 'pt-BR' },
  {
    email: 'claims@example.com',
    role: 'CLAIMS',
    name: 'Rafael',
    lastName: 'Moreira',
    language: 'pt-BR',
    team: 'CLI_SAO',
    authority: { limit: '50000.00', currency: 'BRL' },
  },
  {
    email: 'claims.bue@example.com',
    role: 'CLAIMS',
    name: 'Martina',
    lastName: 'Fernández',
    language: 'es',
    team: 'BUE',
    authority: { limit: '10000.00', currency: 'USD' },
  },
  {
    email: 'service@example.com',
    role: 'CUSTOMER_SERVICE',
    name: 'Juliana',
    lastName: 'Castro',
    language: 'pt-BR',
  },
  {
    email: 'client@example.com',
    role: 'CLIENT_MASTER',
    name: 'Carlos',
    lastName: 'Almeida',
    language: 'pt-BR',
    company: 'alfa',
  },
  {
    email: 'client.operator@example.com',
    role: 'CLIENT_OPERATOR',
    name: 'Beatriz',
    lastName: 'Lima',
    language: 'pt-BR',
    company: 'alfa',
  },
  {
    email: 'other.client@example.com',
    role: 'CLIENT_MASTER',
    name: 'Fernando',
    lastName: 'Rocha',
    language: 'pt-BR',
    company: 'beta',
  },
  {
    email: 'broker@example.com',
    role: 'CUSTOMS_BROKER_MASTER',
    name: 'Marcos',
    lastName: 'Oliveira',
    language: 'pt-BR',
    customsBroker: true,
  },
  {
    email: 'broker.operator@example.com',
    role: 'CUSTOMS_BROKER_OPERATOR',
    name: 'Ana',
    lastName: 'Souza',
    language: 'pt-BR',
    customsBroker: true,
  },
  { email: 'inspector@example.com', role: 'INSPECTOR', name: 'James', lastName: 'Whitaker', language: 'en' },
];
