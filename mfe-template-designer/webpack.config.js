const createConfig = require('../webpack.common.js');

module.exports = createConfig({
  app: 'mfe-template-designer',
  dirname: __dirname,
  exposes: {
    './TemplateDesignerPage': './src/exposed/template-designer-page.tsx',
  },
});
