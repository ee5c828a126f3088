import { ACME, makeOAuthConfig } from '@bizcard/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  field,
  fill,
  openAdd,
  PROVIDERS_PATH,
  renderWithProviders,
  replyToSave,
  replyWithProviders,
  setUpApi,
} from '../test-utils';

setUpApi();

const ACS = `http://localhost/api/auth/saml/${ACME.id}/acs`;
const ENTITY_ID = `http://localhost/api/auth/saml/${ACME.id}/metadata`;

describe('Add new OAuth: SAML 2.0', () => {
  test('shows the ACS and entity ID to give the IdP, its metadata fields and attribute mappings, no scopes', async () => {
    await renderWithProviders([]);
    const panel = await openAdd();
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: /^OAuth Provider/ }),
      'saml',
    );
    const setup = within(panel).getByRole('group', { name: 'Setup instructions' });
    expect(within(setup).getByText(ACS)).toBeInTheDocument();
    expect(within(setup).getByText(ENTITY_ID)).toBeInTheDocument();
    expect(
      within(setup).getByRole('button', { name: 'Copy Single sign-on URL (ACS)' }),
    ).toBeInTheDocument();
    expect(field(panel, /^IdP metadata URL/)).toHaveAttribute('type', 'url');
    expect(field(panel, /^IdP metadata XML/).tagName).toBe('TEXTAREA');
    expect(field(panel, /^IdP signing certificate/).tagName).toBe('TEXTAREA');
    const mappings = within(panel).getByRole('group', { name: 'Attribute mappings' });
    expect(within(mappings).getByDisplayValue('firstName')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Scopes')).toBeNull();
  });

  test('saves the metadata address with the SAML fields and no scopes', async () => {
    await renderWithProviders([]);
    const panel = await openAdd();
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: /^OAuth Provider/ }),
      'saml',
    );
    await fill(field(panel, /^Display Name/), 'Acme SAML');
    await fill(field(panel, /^IdP metadata URL/), 'https://idp.example.com/metadata');
    await fill(field(panel, /^IdP entity ID/), 'https://idp.example.com');
    const saved = makeOAuthConfig({ provider_name: 'saml', providerName: 'saml' });
    const sent = replyToSave('post', PROVIDERS_PATH, 201, {
      success: true,
      message: 'OAuth configuration saved successfully',
      data: saved,
    });
    replyWithProviders([saved]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('OAuth configuration saved successfully')).toBeInTheDocument();
    expect(sent.body).toMatchObject({
      provider_name: 'saml',
      provider_url: 'https://idp.example.com/metadata',
      saml_idp_entity_id: 'https://idp.example.com',
      // Empty as typed: the API stores an empty field as none.
      saml_metadata_xml: '',
      saml_idp_cert: '',
      client_id: null,
      scopes: [],
      field_mappings: { firstName: 'first_name', lastName: 'last_name' },
    });
  });
});
