import { TEMPLATE_MESSAGES, THEME_PRESETS } from '@bizcard/shared/model';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { makeOAuthConfig } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { MemoryRouter } from 'react-router-dom';
import { API, renderDesigner, setUpApi, TEMPLATE_PATH } from '../test-utils';
import { TemplateDesignerPage } from './template-designer-page';

setUpApi();

const renderPage = () =>
  render(
    <ThemeRoot>
      <MemoryRouter>
        <TemplateDesignerPage />
      </MemoryRouter>
    </ThemeRoot>,
  );

const preview = () => screen.getByRole('region', { name: 'Card preview' });

describe('Business Card Template screen', () => {
  test('asks for a tenant when none is selected', () => {
    useSelectedTenantStore.setState({ selectedTenant: null });
    renderPage();
    expect(screen.getByText(TEMPLATE_MESSAGES.selectTenant)).toBeInTheDocument();
  });

  test('shows a spinner while loading, then the sample card with About Me when nothing is saved', async () => {
    nock(API).get(TEMPLATE_PATH).delay(50).reply(200, { success: true, data: null });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading template...');
    await screen.findByRole('region', { name: 'Card preview' });
    const card = within(preview());
    expect(card.getByRole('heading', { name: 'Jordan Smith' })).toBeInTheDocument();
    expect(card.getByText('Senior Account Manager')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Add to Contacts' })).toBeInTheDocument();
    for (const title of ['Get In Touch', 'Visit Us', 'Business Hours', 'Follow Us', 'About Me']) {
      expect(card.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  test('on a load failure shows the sample data and the failure message', async () => {
    nock(API).get(TEMPLATE_PATH).reply(500, { message: 'boom' });
    renderPage();
    expect(await screen.findByText(TEMPLATE_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(within(preview()).getByRole('heading', { name: 'About Me' })).toBeInTheDocument();
  });

  test('shows a saved template: colours, titles, custom sections, logo in any stored shape', async () => {
    const midnight = THEME_PRESETS.find((preset) => preset.id === 'midnight')!.theme;
    await renderDesigner({
      theme: JSON.stringify(midnight) as never,
      companyLogo: { data: [137, 80, 78, 71], type: 'image/png' },
      sections: {
        contactInfo: { enabled: true, title: 'Call me' },
        address: { enabled: false, title: 'Visit Us' },
        businessHours: { enabled: true, title: 'Business Hours' },
        socialMedia: { enabled: true, title: 'Follow Us' },
      },
      customSections: [{ id: 'x', title: 'Our Story', content: 'Since 1900' }],
    });
    const card = within(preview());
    expect(preview()).toHaveStyle({ '--primary': midnight.primaryColor });
    expect(card.getByRole('heading', { name: 'Call me' })).toBeInTheDocument();
    expect(card.queryByRole('heading', { name: 'Visit Us' })).not.toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(card.queryByRole('heading', { name: 'About Me' })).not.toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw==',
    );
  });

  test('offers the toolbar of the spec, with OAuth provider None', async () => {
    await renderDesigner();
    for (const name of ['Field Mapping', 'Customize Theme', 'Manage Sections', 'Save Template']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const provider = screen.getByRole('combobox', { name: 'OAuth Provider' });
    expect(provider).toHaveValue('');
    expect(within(provider).getByRole('option', { name: 'None' })).toBeInTheDocument();
  });

  test("lists the tenant's OAuth configurations in the OAuth Provider selector", async () => {
    const directory = makeOAuthConfig({
      provider_name: 'oidc',
      providerName: 'oidc',
      display_name: 'Acme Directory',
    });
    await renderDesigner({ oauthProviderId: 'oidc' }, [makeOAuthConfig(), directory]);
    const provider = screen.getByRole('combobox', { name: 'OAuth Provider' });
    await within(provider).findByRole('option', { name: 'Acme Google (Google)' });
    expect(
      within(provider)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Acme Google (Google)', 'Acme Directory (OpenID Connect)']);
    expect(provider).toHaveValue('oidc');
    await userEvent.selectOptions(provider, 'Acme Google (Google)');
    expect(provider).toHaveValue('google');
  });

  test('still offers a saved provider whose configuration was deleted, so a save keeps it', async () => {
    await renderDesigner({ oauthProviderId: 'github' }, []);
    const provider = screen.getByRole('combobox', { name: 'OAuth Provider' });
    expect(provider).toHaveValue('github');
    expect(within(provider).getByRole('option', { name: 'GitHub' })).toBeInTheDocument();
  });
});
