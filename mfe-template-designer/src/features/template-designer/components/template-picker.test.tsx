import type { TemplateSummary } from '@bizcard/shared/model';
import { ACME } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, LIST_PATH, setUpApi } from '../test-utils';
import { TemplatePicker } from './template-picker';

setUpApi();

const template = (
  id: string,
  name: string,
  extra: Partial<TemplateSummary> = {},
): TemplateSummary => ({
  id,
  name,
  is_default: false,
  locked_fields: [],
  updated_at: '2026-11-27T10:00:00.000Z',
  ...extra,
});
const DEFAULT = template('00000000-0000-4000-8000-000000000001', 'Default', { is_default: true });
const SALES = template('00000000-0000-4000-8000-000000000002', 'Sales');

function renderPicker(selected: TemplateSummary | null = DEFAULT) {
  const onChanged = jest.fn();
  const onSelect = jest.fn();
  render(
    <ThemeRoot>
      <TemplatePicker
        tenantId={ACME.id}
        templates={[DEFAULT, SALES]}
        selected={selected}
        onSelect={onSelect}
        onChanged={onChanged}
      />
    </ThemeRoot>,
  );
  return { onChanged, onSelect };
}

describe('the template picker', () => {
  test('lists the templates with the default marked, and switches the designer to another', async () => {
    const { onSelect } = renderPicker();
    const picker = screen.getByRole('combobox', { name: 'Template' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default (default)', 'Sales']);
    await userEvent.selectOptions(picker, 'Sales');
    expect(onSelect).toHaveBeenCalledWith(SALES.id);
  });

  test('offers neither Delete nor Set as default for the default template', () => {
    renderPicker(DEFAULT);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set as default' })).toBeNull();
  });

  test('creates a template by name and shows it', async () => {
    let sent: unknown;
    nock(API)
      .post(LIST_PATH, (body) => {
        sent = body;
        return true;
      })
      .reply(201, {
        success: true,
        template: template('00000000-0000-4000-8000-000000000003', 'Partners'),
      });
    const { onChanged } = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New template' }));
    await userEvent.click(dialog.getByRole('button', { name: 'New template' }));
    expect(dialog.getByText('Template name is required')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await userEvent.type(dialog.getByLabelText(/Template name/), 'Partners');
    await userEvent.click(dialog.getByRole('button', { name: 'New template' }));
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000003'),
    );
    expect(sent).toEqual({ name: 'Partners', copy_of: null });
  });

  test('duplicates the shown template under a name it proposes, and shows a taken name refused', async () => {
    let sent: unknown;
    nock(API)
      .post(LIST_PATH, (body) => {
        sent = body;
        return true;
      })
      .reply(409, { message: 'A template with this name already exists' });
    renderPicker(SALES);
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate template' }));
    expect(dialog.getByLabelText(/Template name/)).toHaveValue('Sales copy');
    await userEvent.click(dialog.getByRole('button', { name: 'Duplicate' }));
    expect(await dialog.findByText('A template with this name already exists')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Sales copy', copy_of: SALES.id });
  });

  test('renames, sets as default and deletes after a confirmation', async () => {
    const one = `${LIST_PATH}/${SALES.id}`;
    const bodies: unknown[] = [];
    nock(API)
      .patch(one, (body) => bodies.push(body) > 0)
      .times(2)
      .reply(200, { success: true, template: { ...SALES, name: 'Field Sales' } });
    nock(API).delete(one).reply(200, { success: true, template: SALES });
    const { onChanged } = renderPicker(SALES);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const rename = within(await screen.findByRole('dialog', { name: 'Rename template' }));
    await userEvent.clear(rename.getByLabelText(/Template name/));
    await userEvent.type(rename.getByLabelText(/Template name/), 'Field Sales');
    await userEvent.click(rename.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([{ name: 'Field Sales' }, { is_default: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete template' }));
    expect(confirm.getByText(/Its people get the template of their rules/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenLastCalledWith(DEFAULT.id));
    expect(nock.isDone()).toBe(true);
  });

  test('locks the ticked fields of the shown template', async () => {
    let sent: unknown;
    nock(API)
      .patch(`${LIST_PATH}/${SALES.id}`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { success: true, template: { ...SALES, locked_fields: ['phone_cell'] } });
    const { onChanged } = renderPicker(SALES);
    await userEvent.click(screen.getByRole('button', { name: 'Field locks' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Field locks: Sales' }));
    expect(dialog.queryByRole('checkbox', { name: 'Email' })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Cell phone' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save locks' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(SALES.id, 'Field locks saved.'));
    expect(sent).toEqual({ locked_fields: ['phone_cell'] });
  });
});
