import path from 'node:path';
import { exposeKey, missingExposes, pagesNotComponents } from '@bizcard/shared/contracts';
import { exposesOf } from '@bizcard/shared/contracts/testing';
import BatchesPage from './batches-page';
import ContactsPage from './contacts-page';
import DomainsPage from './domains-page';
import LogsPage from './logs-page';
import ProvisioningPage from './provisioning-page';
import ReportsPage from './reports-page';
import TenantDetailsPage from './tenant-details-page';
import TenantsPage from './tenants-page';
import TicketsPage from './tickets-page';

// The shell renders these pages as the contract in @bizcard/shared/contracts declares them.
// `tsc -p tsconfig.json` fails here when a declared page is missing or its props change.
const pages = {
  TenantsPage,
  TenantDetailsPage,
  BatchesPage,
  ReportsPage,
  LogsPage,
  TicketsPage,
  ContactsPage,
  ProvisioningPage,
  DomainsPage,
};

const remoteDir = path.resolve(__dirname, '../..');
const exposes = exposesOf(remoteDir);

describe('mfe_tenants keeps its contract with the shell', () => {
  it('exposes every page the contract declares', () => {
    expect(missingExposes('mfe_tenants', exposes)).toEqual([]);
  });

  it('exposes a component with the declared props under each declared name', () => {
    expect(pagesNotComponents('mfe_tenants', pages)).toEqual([]);
    for (const [name, page] of Object.entries(pages)) {
      const exposedFile = path.join(remoteDir, exposes[exposeKey(name)] ?? '');
      expect({ name, page: require(exposedFile).default }).toEqual({ name, page });
    }
  });
});
