const createConfig = require('../webpack.common.js');

module.exports = createConfig({
  app: 'mfe-users',
  dirname: __dirname,
  exposes: {
    './TenantUsersPage': './src/exposed/tenant-users-page.tsx',
    './AdminUsersPage': './src/exposed/admin-users-page.tsx',
  },
});
