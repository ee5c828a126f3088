// One jest setup for every front-end workspace; `npm test -w <app>` selects its project.
const os = require('node:os');
const path = require('node:path');

const apps = [
  'shared',
  'shell',
  'mfe-tenants',
  'mfe-users',
  'mfe-template-designer',
  'mfe-oauth',
  'mfe-selfserve',
];

const project = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  testEnvironment: path.join(__dirname, 'jest/jsdom-with-fetch.cjs'),
  // nock ships a browser build that jsdom's export conditions would pick.
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: [path.join(__dirname, 'jest/setup.ts')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ky is ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
});

// Component tests type whole forms as a person does: a few seconds each on a busy 2-core
// machine (CI, or beside the API and end-to-end runs), over jest's 5 s default.
// Jest's default, one worker fewer than the cores, runs everything in one process on 2 cores;
// two workers there took the suite from 352 s to 206 s, the main process being mostly idle.
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

module.exports = { testTimeout: 20_000, maxWorkers, projects: apps.map(project) };
