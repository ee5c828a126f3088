import { declaredPages, missingExposes } from './remote-pages';

const exposesOfPages = (pages: string[]) =>
  Object.fromEntries(pages.map((page) => [`./${page}`, `./src/exposed/${page}.tsx`]));

describe('missingExposes', () => {
  it('finds nothing missing when the remote exposes every declared page and more', () => {
    const exposes = exposesOfPages([...declaredPages('mfe_users'), 'ExtraWidget']);
    expect(missingExposes('mfe_users', exposes)).toEqual([]);
  });

  it('names each declared page the remote no longer exposes', () => {
    const exposes = exposesOfPages(['TenantUsersPage']);
    expect(missingExposes('mfe_users', exposes)).toEqual(['AdminUsersPage']);
  });
});
