const createConfig = require('../webpack.common.js');

module.exports = createConfig({
  app: 'mfe-oauth',
  dirname: __dirname,
  exposes: {
    './OAuthConfigPage': './src/exposed/oauth-config-page.tsx',
  },
});
