const createConfig = require('../webpack.common.js');

// The host exposes nothing and declares no remotes: they come from public/remotes.json.
module.exports = createConfig({ app: 'shell', dirname: __dirname });
