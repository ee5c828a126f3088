const createConfig = require('../webpack.common.js');

module.exports = createConfig({
  app: 'mfe-selfserve',
  dirname: __dirname,
  exposes: {
    './SelfServeLoginPage': './src/exposed/self-serve-login-page.tsx',
    './SelfServeProfilePage': './src/exposed/self-serve-profile-page.tsx',
    './RegistrationPage': './src/exposed/registration-page.tsx',
    './RegistrationSuccessPage': './src/exposed/registration-success-page.tsx',
    './YourCardPage': './src/exposed/your-card-page.tsx',
  },
  page: './src/bootstrap.tsx',
});
