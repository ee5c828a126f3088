import { configureApi } from '@bizcard/shared/api';
import { TENANT_DOMAIN_MESSAGES, type TenantDomain } from '@bizcard/shared/model';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { DomainsSection } from './domains-section';

const API = 'http://localhost';
const TENANT = '11111111-2222-4333-8444-555555555555';
const DOMAINS = `/api/management/tenants/${TENANT}/domains`;
const RECORD = 'bizcard-verification=Zx8s0qL3m9Vb2Tn5Yc7Rf1Kh4Wd6Gj0P';

const domain = (overrides: Partial<TenantDomain> = {}): TenantDomain => ({
  id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
  tenant_id: TENANT,
  domain: 'acme.example',
  txt_record: RECORD,
  verified_at: null,
  created_at: '2026-11-28T10:00:00.000Z',
  last_checked_at: null,
  last_error: null,
  ...overrides,
});

function renderSection(domains: TenantDomain[]) {
  nock(API).get(DOMAINS).reply(200, { success: true, domains });
  return render(
    <ThemeRoot>
      <DomainsSection tenantId={TENANT} />
    </ThemeRoot>,
  );
}

beforeAll(() => {
  configureApi({ baseUrl: API });
  nock.disableNetConnect();
});
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('DomainsSection', () => {
  it('adds a domain, shows the TXT record to publish and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSection([]);
    expect(await screen.findByText(/No domains yet/)).toBeInTheDocument();
    let sent: unknown;
    nock(API)
      .post(DOMAINS, (body) => {
        sent = body;
        return true;
      })
      .reply(201, { success: true, domain: domain() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Domain' }), 'Acme.Example');
    await userEvent.click(screen.getByRole('button', { name: 'Add Domain' }));

    const item = await screen.findByRole('listitem', { name: 'acme.example' });
    expect(sent).toEqual({ domain: 'Acme.Example' });
    expect(within(item).getByText('Not verified')).toBeInTheDocument();
    expect(within(item).getByLabelText('TXT record to publish for acme.example')).toHaveTextContent(
      RECORD,
    );
    await userEvent.click(
      within(item).getByRole('button', { name: 'Copy TXT record to publish for acme.example' }),
    );
    expect(writeText).toHaveBeenCalledWith(RECORD);
    expect(await screen.findByText('TXT record copied')).toBeInTheDocument();
  });

  it('refuses a URL before sending anything, saying what to type', async () => {
    renderSection([]);
    await screen.findByText(/No domains yet/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Domain' }), 'https://acme.example/');
    await userEvent.click(screen.getByRole('button', { name: 'Add Domain' }));
    expect(screen.getByText(TENANT_DOMAIN_MESSAGES.notAName)).toBeInTheDocument();
    expect(nock.isDone()).toBe(true);
  });

  it("shows the server's 409 when another tenant verified the domain", async () => {
    renderSection([]);
    await screen.findByText(/No domains yet/);
    nock(API)
      .post(DOMAINS)
      .reply(409, { success: false, message: TENANT_DOMAIN_MESSAGES.verifiedElsewhere });
    await userEvent.type(screen.getByRole('textbox', { name: 'Domain' }), 'taken.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add Domain' }));
    expect(await screen.findByText(TENANT_DOMAIN_MESSAGES.verifiedElsewhere)).toBeInTheDocument();
  });

  it('verifies: a failed check shows why, a later one shows Verified without the record', async () => {
    renderSection([domain()]);
    const item = await screen.findByRole('listitem', { name: 'acme.example' });
    const error = 'acme.example has no TXT records yet. Publish a TXT record with the value x.';
    nock(API)
      .post(`${DOMAINS}/${domain().id}/verify`)
      .reply(200, {
        success: true,
        verified: false,
        domain: domain({ last_error: error, last_checked_at: '2026-11-28T10:05:00.000Z' }),
      });
    await userEvent.click(within(item).getByRole('button', { name: 'Verify acme.example' }));
    expect(await within(item).findByText(error)).toBeInTheDocument();
    expect(within(item).getByText('acme.example is not verified yet.')).toBeInTheDocument();

    const verifiedAt = '2026-11-28T10:10:00.000Z';
    nock(API)
      .post(`${DOMAINS}/${domain().id}/verify`)
      .reply(200, {
        success: true,
        verified: true,
        domain: domain({ verified_at: verifiedAt, last_checked_at: verifiedAt }),
      });
    await userEvent.click(within(item).getByRole('button', { name: 'Verify acme.example' }));
    expect(await within(item).findByText('Verified')).toBeInTheDocument();
    expect(within(item).getByText('acme.example is verified.')).toBeInTheDocument();
    expect(within(item).queryByText(error)).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Verify acme.example' })).toBeNull();
    expect(within(item).queryByText(RECORD)).toBeNull();
  });

  it('removes a domain only after confirmation', async () => {
    renderSection([domain({ verified_at: '2026-11-28T10:10:00.000Z' })]);
    const item = await screen.findByRole('listitem', { name: 'acme.example' });
    await userEvent.click(within(item).getByRole('button', { name: 'Remove acme.example' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Domain' });
    expect(dialog).toHaveTextContent(/will no longer find this tenant/);
    nock(API).delete(`${DOMAINS}/${domain().id}`).reply(200, { success: true, deleted: 1 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('acme.example removed.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'acme.example' })).toBeNull();
  });
});
