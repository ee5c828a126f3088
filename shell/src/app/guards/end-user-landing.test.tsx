import { getPostLoginRedirect, setPostLoginRedirect } from '@bizcard/shared/stores';
import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { mockSignedIn, resetShellState } from '../testing/api-mocks';
import { endUser } from '../testing/fixtures';
import { currentPath, renderAppAt } from '../testing/render-app';

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

beforeEach(resetShellState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

// Spec §4: an end user's sign-in ends on their profile, never on the admin Dashboard, even
// when an admin page was remembered in this browser before.
describe("an end user on the shell's self-serve login", () => {
  it.each([null, '/', '/tenants/users'])(
    'goes on to /self-serve with the tenant (remembered page: %s), without the admin frame',
    async (remembered) => {
      setPostLoginRedirect(remembered);
      mockSignedIn(endUser);
      renderAppAt('/self-serve-login?tenant_id=t-self');
      expect(
        await screen.findByRole('heading', { name: 'Update Your Information', level: 1 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(currentPath()).toBe('/self-serve?tenant_id=t-self'));
      expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(getPostLoginRedirect()).toBeNull();
    },
  );
});
