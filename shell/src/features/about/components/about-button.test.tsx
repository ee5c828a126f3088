import { ThemeRoot } from '@bizcard/shared/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { setRemoteLoadState } from '../../../remotes/remote-load-status';
import { ensureRemotes } from '../../../remotes/remotes-manifest';
import { reloadPage } from '../lib/reload-page';
import { AboutButton } from './about-button';

// remotes.json as the shell read it (remotes-manifest.test.ts covers the reading).
jest.mock('../../../remotes/remotes-manifest', () => ({ ensureRemotes: jest.fn() }));
jest.mock('../lib/reload-page', () => ({ reloadPage: jest.fn() }));

const REMOTES = {
  mfe_tenants: {
    url: 'http://localhost:8081/0.2.0+abc1234/mf-manifest.json',
    version: '0.2.0+abc1234',
  },
  mfe_users: { url: 'http://localhost:8082/mf-manifest.json' },
  mfe_oauth: { url: 'http://localhost:8084/mf-manifest.json' },
};

const manifestOf = (buildVersion: string) => ({
  id: 'mfe_users',
  metaData: { name: 'mfe_users', buildInfo: { buildVersion, buildName: '@bizcard/mfe-users' } },
});

const renderHeaderEntry = () =>
  render(
    <ThemeRoot>
      <AboutButton />
    </ThemeRoot>,
  );

/** The facts listed under a remote's name, as `label: value` lines. */
const factsOf = (remote: string) => {
  const item = screen.getByRole('listitem', { name: remote });
  const labels = within(item).getAllByRole('term');
  const values = within(item).getAllByRole('definition');
  return labels.map((label, index) => `${label.textContent}: ${values[index]?.textContent}`);
};

beforeEach(() => {
  jest.mocked(ensureRemotes).mockReset().mockResolvedValue(REMOTES);
  nock.cleanAll();
  nock.disableNetConnect();
  process.env.APP_VERSION = '0.1.0+f00ba47';
});

afterEach(() => {
  delete process.env.APP_VERSION;
  expect(nock.pendingMocks()).toEqual([]);
});

describe('About', () => {
  it('says when the list of modules cannot be read, and Retry reads it again', async () => {
    jest.mocked(ensureRemotes).mockRejectedValueOnce(new Error('remotes.json answered HTTP 503'));
    renderHeaderEntry();
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(await screen.findByText('The list of modules could not be read.')).toBeVisible();

    nock('http://localhost:8082').get('/mf-manifest.json').reply(200, manifestOf('0.1.0'));
    nock('http://localhost:8084').get('/mf-manifest.json').reply(404);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'mfe_tenants' })).toBeVisible();
  });

  it("shows the dashboard's version and each module's version, URL and whether it loaded", async () => {
    nock('http://localhost:8082').get('/mf-manifest.json').reply(200, manifestOf('0.1.0'));
    nock('http://localhost:8084').get('/mf-manifest.json').reply(404);
    act(() => {
      setRemoteLoadState('mfe_tenants', 'loaded');
      setRemoteLoadState('mfe_users', 'failed');
    });
    renderHeaderEntry();
    await userEvent.click(screen.getByRole('button', { name: 'About' }));

    const dialog = await screen.findByRole('dialog', { name: 'About' });
    expect(within(dialog).getByText('Dashboard version').nextSibling).toHaveTextContent(
      '0.1.0+f00ba47',
    );
    await within(dialog).findByRole('listitem', { name: 'mfe_tenants' });
    expect(factsOf('mfe_tenants')).toEqual([
      'Version: 0.2.0+abc1234',
      'URL: http://localhost:8081/0.2.0+abc1234/mf-manifest.json',
      'Status: Loaded',
    ]);
    expect(factsOf('mfe_users')).toEqual([
      'Version: 0.1.0',
      'URL: http://localhost:8082/mf-manifest.json',
      'Status: Failed to load',
    ]);
    expect(factsOf('mfe_oauth')).toEqual([
      'Version: unknown',
      'URL: http://localhost:8084/mf-manifest.json',
      'Status: Not loaded yet',
    ]);

    // A remote that loads while the panel is open shows so at once.
    act(() => setRemoteLoadState('mfe_oauth', 'loaded'));
    expect(factsOf('mfe_oauth')).toContain('Status: Loaded');
  });

  it('closes on Escape and gives focus back to About', async () => {
    nock('http://localhost:8082').get('/mf-manifest.json').reply(200, manifestOf('0.1.0'));
    nock('http://localhost:8084').get('/mf-manifest.json').reply(404);
    renderHeaderEntry();
    const about = screen.getByRole('button', { name: 'About' });
    await userEvent.click(about);
    const dialog = await screen.findByRole('dialog', { name: 'About' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await within(dialog).findByRole('listitem', { name: 'mfe_tenants' });

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(about).toHaveFocus();
  });

  it('says which module this browser previews, and Clear ends the preview and loads the page again', async () => {
    window.sessionStorage.setItem(
      'bizcard:remote-previews',
      JSON.stringify({ mfe_oauth: '1.4.0' }),
    );
    jest.mocked(ensureRemotes).mockResolvedValue({
      ...REMOTES,
      mfe_oauth: {
        url: 'http://localhost:8084/1.4.0/mf-manifest.json',
        version: '1.4.0',
        versions: ['1.4.0', '1.3.0'],
        chosen: 'preview',
      },
    });
    nock('http://localhost:8082').get('/mf-manifest.json').reply(200, manifestOf('0.1.0'));
    renderHeaderEntry();
    await userEvent.click(screen.getByRole('button', { name: 'About' }));

    const dialog = await screen.findByRole('dialog', { name: 'About' });
    expect(await within(dialog).findByText('Preview: mfe-oauth 1.4.0')).toBeVisible();
    expect(factsOf('mfe_oauth')).toContain('Version: 1.4.0 (preview)');
    expect(within(dialog).queryByText(/Preview: mfe-tenants/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /^Clear/ }));
    expect(window.sessionStorage.getItem('bizcard:remote-previews')).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows no preview line when this browser uses the live versions', async () => {
    nock('http://localhost:8082').get('/mf-manifest.json').reply(200, manifestOf('0.1.0'));
    nock('http://localhost:8084').get('/mf-manifest.json').reply(404);
    renderHeaderEntry();
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    await screen.findByRole('listitem', { name: 'mfe_tenants' });
    expect(screen.queryByText(/^Preview:/)).not.toBeInTheDocument();
  });
});
