import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportRemoteCrash } from './remote-failure-report';
import { RemotePage } from './remote-page';

// The remote pages load through the federation runtime that federation.ts starts.
jest.mock('./federation', () => ({ startFederation: () => ({ loadRemote: mockedLoadRemote }) }));
jest.mock('./remotes-manifest', () => ({ ensureRemotes: jest.fn(async () => remotes) }));
jest.mock('./remote-failure-report', () => ({ reportRemoteCrash: jest.fn() }));

const remotes = {
  mfe_tenants: { url: 'http://localhost:8081/0.2.0+abc/mf-manifest.json', version: '0.2.0+abc' },
};

const mockedLoadRemote = jest.fn();

function TenantList() {
  return <h1>Tenant list</h1>;
}

function Crashing(): never {
  throw new Error('boom');
}

const renderPage = (module: string) =>
  render(
    <ThemeRoot>
      <RemotePage remote="mfe_tenants" module={module} title="Tenants" />
    </ThemeRoot>,
  );

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.mocked(reportRemoteCrash).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemotePage', () => {
  it('shows Loading… while the remote loads, then its page', async () => {
    mockedLoadRemote.mockResolvedValue({ default: TenantList });
    renderPage('LoadsPage');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Tenant list' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_tenants/LoadsPage');
  });

  it('renders a page that exports ready once it settles, so it shows with its first data', async () => {
    let dataCame: (value?: unknown) => void = () => undefined;
    const ready = new Promise((resolve) => {
      dataCame = resolve;
    });
    mockedLoadRemote.mockResolvedValue({ default: TenantList, ready });
    renderPage('ReadyPage');
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    dataCame();
    expect(await screen.findByRole('heading', { name: 'Tenant list' })).toBeInTheDocument();
  });

  it('renders a page whose ready never settles after a short wait', async () => {
    mockedLoadRemote.mockResolvedValue({ default: TenantList, ready: new Promise(() => {}) });
    renderPage('NeverReadyPage');
    expect(
      await screen.findByRole('heading', { name: 'Tenant list' }, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('renders a page whose ready fails, as the page meets its own failure', async () => {
    mockedLoadRemote.mockImplementation(async () => ({
      default: TenantList,
      ready: Promise.reject(new Error('list call failed')),
    }));
    renderPage('FailedReadyPage');
    expect(await screen.findByRole('heading', { name: 'Tenant list' })).toBeInTheDocument();
  });

  it('shows a contained error with Retry when the remote is down, and Retry loads it again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    mockedLoadRemote.mockResolvedValueOnce({ default: TenantList });
    renderPage('DownPage');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The "Tenants" module could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Tenant list' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the contained error with Retry when the remote does not expose the declared page', async () => {
    // What a remote's container answers for a module missing from its exposes.
    mockedLoadRemote.mockRejectedValue(
      new Error('Module "./RemovedPage" does not exist in container.'),
    );
    renderPage('RemovedPage');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The "Tenants" module could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_tenants/RemovedPage');
  });

  it('says a page that loaded and then crashed while rendering stopped working, and reports it', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Crashing });
    renderPage('CrashingPage');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The "Tenants" module stopped working.');
    expect(alert).not.toHaveTextContent('could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() =>
      expect(reportRemoteCrash).toHaveBeenCalledWith(
        'mfe_tenants',
        remotes.mfe_tenants,
        expect.objectContaining({ message: 'boom' }),
      ),
    );
  });

  it('leaves the report of a failed load to the federation runtime, not as a crash', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    renderPage('DeadPage');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The "Tenants" module could not be loaded.',
    );
    expect(reportRemoteCrash).not.toHaveBeenCalled();
  });

  it('treats a module without a default export as a failed load', async () => {
    mockedLoadRemote.mockResolvedValue({});
    renderPage('EmptyPage');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
