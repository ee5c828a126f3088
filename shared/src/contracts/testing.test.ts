import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exposesOf } from './testing';

let remoteDir: string;

beforeEach(() => {
  remoteDir = mkdtempSync(path.join(os.tmpdir(), 'contracts-remote-'));
});
afterEach(() => rmSync(remoteDir, { recursive: true, force: true }));

describe('exposesOf', () => {
  it("reads the exposes a remote's webpack.config.js hands to createConfig", () => {
    writeFileSync(
      path.join(remoteDir, 'webpack.config.js'),
      `const createConfig = require('../webpack.common.js');
module.exports = createConfig({
  app: 'mfe-users',
  dirname: __dirname,
  exposes: { './AdminUsersPage': './src/exposed/admin-users-page.tsx' },
});
`,
    );
    expect(exposesOf(remoteDir)).toEqual({
      './AdminUsersPage': './src/exposed/admin-users-page.tsx',
    });
  });

  it('reads no exposes from a config without any', () => {
    writeFileSync(
      path.join(remoteDir, 'webpack.config.js'),
      `module.exports = require('../webpack.common.js')({ app: 'shell', dirname: __dirname });\n`,
    );
    expect(exposesOf(remoteDir)).toEqual({});
  });
});
