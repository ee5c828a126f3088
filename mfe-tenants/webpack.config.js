const createConfig = require('../webpack.common.js');

module.exports = createConfig({
  app: 'mfe-tenants',
  dirname: __dirname,
  exposes: {
    './TenantsPage': './src/exposed/tenants-page.tsx',
    './TenantDetailsPage': './src/exposed/tenant-details-page.tsx',
    './BatchesPage': './src/exposed/batches-page.tsx',
    './ReportsPage': './src/exposed/reports-page.tsx',
    './LogsPage': './src/exposed/logs-page.tsx',
    './TicketsPage': './src/exposed/tickets-page.tsx',
    './ContactsPage': './src/exposed/contacts-page.tsx',
    './DomainsPage': './src/exposed/domains-page.tsx',
    './ProvisioningPage': './src/exposed/provisioning-page.tsx',
  },
});
