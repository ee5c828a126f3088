import path from 'node:path';
import { exposeKey, missingExposes, pagesNotComponents } from '@bizcard/shared/contracts';
import { exposesOf } from '@bizcard/shared/contracts/testing';
import RegistrationPage from './registration-page';
import RegistrationSuccessPage from './registration-success-page';
import SelfServeLoginPage from './self-serve-login-page';
import SelfServeProfilePage from './self-serve-profile-page';
import YourCardPage from './your-card-page';

// The shell renders these pages as the contract in @bizcard/shared/contracts declares them.
// `tsc -p tsconfig.json` fails here when a declared page is missing or its props change.
const pages = {
  SelfServeLoginPage,
  SelfServeProfilePage,
  RegistrationPage,
  RegistrationSuccessPage,
  YourCardPage,
};

const remoteDir = path.resolve(__dirname, '../..');
const exposes = exposesOf(remoteDir);

describe('mfe_selfserve keeps its contract with the shell', () => {
  it('exposes every page the contract declares', () => {
    expect(missingExposes('mfe_selfserve', exposes)).toEqual([]);
  });

  it('exposes a component with the declared props under each declared name', () => {
    expect(pagesNotComponents('mfe_selfserve', pages)).toEqual([]);
    for (const [name, page] of Object.entries(pages)) {
      const exposedFile = path.join(remoteDir, exposes[exposeKey(name)] ?? '');
      expect({ name, page: require(exposedFile).default }).toEqual({ name, page });
    }
  });
});
