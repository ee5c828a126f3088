import type { TemplateSummary } from '@bizcard/shared/model';
import { ACME } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, setUpApi } from '../test-utils';
import { CardTemplateField } from './card-template-field';

setUpApi();

const USER_ID = '00000000-0000-4000-8000-000000000011';
const BASE = `/api/management/contactPage/templates/${ACME.id}`;
const template = (id: string, name: string, is_default = false): TemplateSummary => ({
  id,
  name,
  is_default,
  locked_fields: [],
  updated_at: '2026-11-27T10:00:00.000Z',
});
const DEFAULT = template('00000000-0000-4000-8000-000000000001', 'Default', true);
const SALES = template('00000000-0000-4000-8000-000000000002', 'Sales');

function renderField(templates: TemplateSummary[], person: object) {
  nock(API).get(`${BASE}/list`).reply(200, { success: true, templates });
  nock(API)
    .get(`${BASE}/people/${USER_ID}`)
    .reply(200, { success: true, ...person });
  render(
    <ThemeRoot>
      <CardTemplateField tenantId={ACME.id} userId={USER_ID} />
    </ThemeRoot>,
  );
}

describe("Edit User: the person's card template", () => {
  test('shows the template the rules give, and chooses another by hand', async () => {
    renderField([DEFAULT, SALES], { template_id: null, used: { id: SALES.id, name: 'Sales' } });
    const select = await screen.findByRole('combobox', { name: 'Card template' });
    expect(select).toHaveValue('');
    expect(
      screen.getByRole('option', { name: 'Automatic (by the rules: Sales)' }),
    ).toBeInTheDocument();
    let sent: unknown;
    nock(API)
      .put(`${BASE}/people/${USER_ID}`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        success: true,
        template_id: DEFAULT.id,
        used: { id: DEFAULT.id, name: 'Default' },
      });
    await userEvent.selectOptions(select, 'Default');
    await waitFor(() => expect(select).toHaveValue(DEFAULT.id));
    expect(sent).toEqual({ template_id: DEFAULT.id });
    expect(select).toHaveAccessibleDescription('Card uses Default.');
  });

  test('lets a template chosen by hand follow the rules again', async () => {
    renderField([DEFAULT, SALES], { template_id: SALES.id, used: { id: SALES.id, name: 'Sales' } });
    const select = await screen.findByRole('combobox', { name: 'Card template' });
    expect(select).toHaveValue(SALES.id);
    let sent: unknown;
    nock(API)
      .put(`${BASE}/people/${USER_ID}`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { success: true, template_id: null, used: { id: DEFAULT.id, name: 'Default' } });
    await userEvent.selectOptions(select, '');
    await waitFor(() => expect(sent).toEqual({ template_id: null }));
    expect(
      await screen.findByRole('option', { name: 'Automatic (by the rules: Default)' }),
    ).toBeInTheDocument();
  });

  test('is not shown while the tenant has a single template', async () => {
    renderField([DEFAULT], { template_id: null, used: { id: DEFAULT.id, name: 'Default' } });
    await waitFor(() => expect(nock.pendingMocks()).toEqual([]));
    expect(screen.queryByRole('combobox', { name: 'Card template' })).toBeNull();
  });
});
