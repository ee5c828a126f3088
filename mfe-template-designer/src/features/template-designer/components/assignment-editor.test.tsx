import type { TemplateSummary } from '@bizcard/shared/model';
import { ACME } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, setUpApi, TEMPLATE_PATH } from '../test-utils';
import { AssignmentEditor } from './assignment-editor';

setUpApi();

const RULES_PATH = `${TEMPLATE_PATH}/rules`;
const template = (id: string, name: string, is_default = false): TemplateSummary => ({
  id,
  name,
  is_default,
  locked_fields: [],
  updated_at: '2026-11-27T10:00:00.000Z',
});
const DEFAULT = template('00000000-0000-4000-8000-000000000001', 'Default', true);
const SALES = template('00000000-0000-4000-8000-000000000002', 'Sales');
const FIELD = template('00000000-0000-4000-8000-000000000003', 'Field');
const GROUP = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Field Team' };

function renderEditor(rules: object[]) {
  nock(API)
    .get(RULES_PATH)
    .reply(200, { success: true, rules, groups: [GROUP], departments: ['Finance', 'Sales'] });
  const onSaved = jest.fn();
  render(
    <ThemeRoot>
      <AssignmentEditor
        tenantId={ACME.id}
        templates={[DEFAULT, SALES, FIELD]}
        onClose={jest.fn()}
        onSaved={onSaved}
      />
    </ThemeRoot>,
  );
  return onSaved;
}

const replyToSave = () => {
  const sent: { body?: unknown } = {};
  nock(API)
    .put(RULES_PATH, (body) => {
      sent.body = body;
      return true;
    })
    .reply(200, { success: true, rules: [], groups: [], departments: [] });
  return sent;
};

describe('the assignment editor', () => {
  test('shows the saved rules in order and saves them reordered', async () => {
    const onSaved = renderEditor([
      { template_id: SALES.id, department: 'Sales', group_id: null },
      { template_id: FIELD.id, department: null, group_id: GROUP.id },
    ]);
    const first = within(await screen.findByRole('listitem', { name: 'Rule 1' }));
    expect(first.getByRole('combobox', { name: 'Rule 1: Department' })).toHaveValue('Sales');
    expect(screen.getByRole('combobox', { name: 'Rule 2: Group' })).toHaveValue(GROUP.id);
    const sent = replyToSave();
    await userEvent.click(screen.getByRole('button', { name: 'Rule 2: Move up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.body).toEqual({
      rules: [
        { template_id: FIELD.id, department: null, group_id: GROUP.id },
        { template_id: SALES.id, department: 'Sales', group_id: null },
      ],
    });
  });

  test('adds a department rule for a template, and removes one', async () => {
    const onSaved = renderEditor([{ template_id: FIELD.id, department: 'Field', group_id: null }]);
    await screen.findByRole('listitem', { name: 'Rule 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Rule 1: Remove rule' }));
    expect(
      screen.getByText('No rules yet: everyone gets the default template.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Rule 1: Department' }), 'Sales');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Rule 1: Uses template' }),
      'Sales',
    );
    const sent = replyToSave();
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.body).toEqual({
      rules: [{ template_id: SALES.id, department: 'Sales', group_id: null }],
    });
  });

  test('sends nothing while a rule names no department', async () => {
    renderEditor([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(screen.getByText('Enter a department')).toBeInTheDocument();
    expect(nock.pendingMocks()).toEqual([]);
  });
});
