import type { TenantType } from '@bizcard/shared/model';

/** [first name, last name, pronouns] */
export type PersonName = readonly [string, string, string];

export interface DemoTenantProfile {
  key: 'acme' | 'globex' | 'initech';
  name: string;
  email: string;
  tenantType: TenantType;
  domain: string;
  areaCode: string;
  cellAreaCode: string;
  office: { street: string; city: string; state: string; zipCode: string };
  stateName: string;
  /** Home cities with ZIP codes near the office. */
  homes: ReadonlyArray<readonly [string, string]>;
  stytchOrgId: string | null;
  database: {
    host: string;
    name: string;
    username: string;
    password: string;
    secretArn: string;
  } | null;
  people: readonly PersonName[];
}

export const DEMO_TENANTS: readonly DemoTenantProfile[] = [
  {
    key: 'acme',
    name: 'Acme Corporation',
    email: 'it-operations@acme.example.com',
    tenantType: 'organization_managed',
    domain: 'acme.example.com',
    areaCode: '415',
    cellAreaCode: '628',
    office: {
      street: '350 Mission Street, Suite 1200',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94105',
    },
    stateName: 'California',
    homes: [
      ['Oakland', '94610'],
      ['San Mateo', '94401'],
      ['Berkeley', '94703'],
      ['Daly City', '94015'],
      ['Alameda', '94501'],
    ],
    stytchOrgId: null,
    database: {
      host: 'acme-cards.cluster-c7x2kq9m1hzd.us-west-2.rds.amazonaws.com',
      name: 'acme_cards',
      username: 'acme_app',
      password: 'demo-acme-db-5Tq8wL2r',
      secretArn: 'arn:aws:secretsmanager:us-west-2:123456789012:secret:tenants/acme/db-Xk3p9Q',
    },
    people: [
      ['Olivia', 'Bennett', 'she/her'],
      ['Ethan', 'Caldwell', 'he/him'],
      ['Sofia', 'Martinez', 'she/her'],
      ['Liam', "O'Connor", 'he/him'],
      ['Ava', 'Thompson', 'she/her'],
      ['Noah', 'Kim', 'he/him'],
      ['Isabella', 'Rossi', 'she/her'],
      ['Mason', 'Patel', 'he/him'],
      ['Mia', 'Johansson', 'she/her'],
      ['Lucas', 'Nguyen', 'he/him'],
      ['Charlotte', 'Brooks', 'she/her'],
      ['James', 'Okafor', 'he/him'],
      ['Amelia', 'Chen', 'she/her'],
      ['Benjamin', 'Hart', 'he/him'],
      ['Harper', 'Delgado', 'she/her'],
      ['Elijah', 'Washington', 'he/him'],
      ['Evelyn', 'Park', 'she/her'],
      ['Alexander', 'Novak', 'he/him'],
      ['Abigail', 'Foster', 'she/her'],
      ['Henry', 'Lindqvist', 'he/him'],
      ['Emily', 'Sato', 'she/her'],
      ['Daniel', 'Mensah', 'he/him'],
      ['Ella', 'Donovan', 'she/her'],
      ['Samuel', 'Ortiz', 'he/him'],
      ['Grace', 'Holloway', 'she/her'],
      ['Jackson', 'Reed', 'he/him'],
      ['Chloe', 'Abernathy', 'she/her'],
      ['Sebastian', 'Cruz', 'he/him'],
      ['Riley', 'Morgan', 'they/them'],
      ['Zoe', 'Castellano', 'she/her'],
    ],
  },
  {
    key: 'globex',
    name: 'Globex',
    email: 'people-team@globex.example.com',
    tenantType: 'user_managed',
    domain: 'globex.example.com',
    areaCode: '303',
    cellAreaCode: '720',
    office: {
      street: '1800 Larimer Street, Floor 14',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
    },
    stateName: 'Colorado',
    homes: [
      ['Boulder', '80302'],
      ['Lakewood', '80226'],
      ['Aurora', '80012'],
      ['Golden', '80401'],
    ],
    stytchOrgId: null,
    database: null,
    people: [
      ['Priya', 'Raman', 'she/her'],
      ['Jordan', 'Ellis', 'they/them'],
      ['Hannah', 'Whitaker', 'she/her'],
      ['Omar', 'Haddad', 'he/him'],
      ['Claire', 'Dubois', 'she/her'],
      ['Tyler', 'Brennan', 'he/him'],
    ],
  },
  {
    key: 'initech',
    name: 'Initech',
    email: 'helpdesk@initech.example.com',
    tenantType: 'identity_provider',
    domain: 'initech.example.com',
    areaCode: '512',
    cellAreaCode: '737',
    office: {
      street: '4120 Freidrich Lane, Suite 300',
      city: 'Austin',
      state: 'TX',
      zipCode: '78744',
    },
    stateName: 'Texas',
    homes: [
      ['Round Rock', '78664'],
      ['Cedar Park', '78613'],
      ['Pflugerville', '78660'],
    ],
    stytchOrgId: 'organization-live-7c1e4b52-9a3d-4f08-b6e2-5d0c8a91f3b7',
    database: {
      host: 'initech-cards.cluster-d4m8pz2v6rke.us-east-2.rds.amazonaws.com',
      name: 'initech_cards',
      username: 'initech_app',
      password: 'demo-initech-db-Vn4c7Hs1',
      secretArn: 'arn:aws:secretsmanager:us-east-2:123456789012:secret:tenants/initech/db-Rm7t2W',
    },
    people: [
      ['Nina', 'Kowalski', 'she/her'],
      ['Raj', 'Iyer', 'he/him'],
      ['Megan', 'Lawson', 'she/her'],
    ],
  },
];

/** [title, department, accreditations] */
export const JOBS: ReadonlyArray<readonly [string, string, string | null]> = [
  ['Senior Account Executive', 'Sales', null],
  ['Product Manager', 'Product', 'CSPO'],
  ['Senior Software Engineer', 'Engineering', null],
  ['Marketing Director', 'Marketing', null],
  ['Customer Success Manager', 'Customer Success', null],
  ['Financial Analyst', 'Finance', 'CFA'],
  ['HR Business Partner', 'People Operations', 'SHRM-CP'],
  ['Operations Manager', 'Operations', 'PMP'],
  ['UX Designer', 'Design', null],
  ['Sales Development Representative', 'Sales', null],
  ['Data Scientist', 'Engineering', null],
  ['Solutions Architect', 'Engineering', 'AWS Certified Solutions Architect'],
  ['Regional Sales Manager', 'Sales', null],
  ['Brand Strategist', 'Marketing', null],
  ['Corporate Controller', 'Finance', 'CPA'],
];

export const STREETS = [
  'Maple Avenue',
  'Cedar Street',
  'Lakeview Drive',
  'Park Boulevard',
  'Willow Lane',
  'Highland Avenue',
  'Sunset Terrace',
  'Oak Ridge Road',
  'Harbor Way',
  'Chestnut Court',
];

export const DEMO_ADMINS = {
  superAdmin: {
    first: 'Dana',
    last: 'Whitfield',
    email: 'super@example.com',
    password: 'demo-super-pass',
  },
  clientAdmin: {
    first: 'Marcus',
    last: 'Reyes',
    email: 'client@example.com',
    password: 'demo-client-pass',
  },
} as const;

/** The self-serve demo end user: the first person of Globex. */
export const DEMO_END_USER = { email: 'user@example.com', password: 'demo-user-pass' } as const;
