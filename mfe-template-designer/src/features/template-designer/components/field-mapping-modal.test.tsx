import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, formFields, renderDesigner, SAVE_PATH, setUpApi } from '../test-utils';

setUpApi();

const preview = () => within(screen.getByRole('region', { name: 'Card preview' }));

async function openMapping() {
  const user = userEvent.setup();
  await renderDesigner({});
  await user.click(screen.getByRole('button', { name: 'Field Mapping' }));
  return {
    user,
    dialog: within(await screen.findByRole('dialog', { name: 'OAuth Field Mapping' })),
  };
}

describe('Field Mapping', () => {
  test('lists the 13 template fields, each with the 18 placeholders, all mapped by default', async () => {
    const { dialog } = await openMapping();
    const selects = dialog.getAllByRole('combobox');
    expect(selects).toHaveLength(13);
    expect(within(selects[0]!).getAllByRole('option')).toHaveLength(19);
    expect(dialog.getByText('Mapped: 13')).toBeInTheDocument();
    expect(dialog.getByText('Unmapped: 0')).toBeInTheDocument();
  });

  test('Clear unmaps a row, the counts follow, and Reset to Defaults maps everything again', async () => {
    const { user, dialog } = await openMapping();
    await user.click(dialog.getByRole('button', { name: 'Clear Job Title' }));
    await user.click(dialog.getByRole('button', { name: 'Clear Email' }));
    expect(dialog.getByRole('combobox', { name: 'Job Title placeholder' })).toHaveValue('');
    expect(dialog.getByText('Mapped: 11')).toBeInTheDocument();
    expect(dialog.getByText('Unmapped: 2')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reset to Defaults' }));
    expect(dialog.getByText('Mapped: 13')).toBeInTheDocument();
  });

  test("'Save Mapping & Template' applies the mapping to the preview and saves it", async () => {
    let body = '';
    nock(API)
      .post(SAVE_PATH, (sent) => {
        body = String(sent);
        return true;
      })
      .reply(200, { success: true, message: 'ok' });
    const { user, dialog } = await openMapping();
    await user.selectOptions(
      dialog.getByRole('combobox', { name: 'Job Title placeholder' }),
      '{{COMPANY}}',
    );
    await user.click(dialog.getByRole('button', { name: 'Save Mapping & Template' }));
    expect(preview().getByText('Example Company', { selector: '.role' })).toBeInTheDocument();
    await screen.findByText(/Template saved successfully!/);
    expect(JSON.parse(formFields(body).fieldMapping!).jobTitle).toBe('{{COMPANY}}');
  });

  test('Cancel keeps the mapping as it was', async () => {
    const { user, dialog } = await openMapping();
    await user.click(dialog.getByRole('button', { name: 'Clear First Name' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(preview().getByRole('heading', { name: 'Jordan Smith' })).toBeInTheDocument();
  });
});
