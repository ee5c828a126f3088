import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VISIBLE_COLUMNS_KEY } from '../hooks/use-visible-columns';
import { COLUMN_KEYS } from '../lib/columns';
import { makeUser, renderWithUsers, setUpApi } from '../test-utils';

setUpApi();

// The first header holds the 'Select all on this page' tick box, not a column of the chooser.
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .slice(1)
    .map((th) => th.textContent?.replace(/[▲▼]/, ''));

async function openChooser() {
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.findByRole('dialog', { name: 'Choose Columns' });
}

const checked = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);

describe('column chooser', () => {
  it('lists one checkbox per column with the visible ones checked', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openChooser();

    // 24 today (spec §2 and the Active switch): the field registry's columns and the table's own.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(COLUMN_KEYS.length);
    expect(checked(dialog)).toEqual(['Name', 'Email', 'Role']);
  });

  it('Select All checks every column and Apply Changes shows them all', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openChooser();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Select All' }));
    expect(checked(dialog)).toHaveLength(COLUMN_KEYS.length);
    expect(headers()).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(headers()).toHaveLength(25);
    expect(
      screen.getByRole('img', { name: 'QR code for First00001 Last00001' }),
    ).toBeInTheDocument();
  });

  it('Reset to Default leaves only name, email and role checked', async () => {
    localStorage.setItem(VISIBLE_COLUMNS_KEY, JSON.stringify(['name', 'title', 'company']));
    await renderWithUsers([makeUser(1)]);
    expect(headers()).toEqual(['Name', 'Title', 'Company', 'Actions']);
    const dialog = await openChooser();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to Default' }));
    expect(checked(dialog)).toEqual(['Name', 'Email', 'Role']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));

    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Actions']);
  });

  it('remembers the applied columns in this browser, in table order', async () => {
    const { unmount } = await renderWithUsers([makeUser(1)]);
    const dialog = await openChooser();
    await userEvent.click(within(dialog).getByLabelText('Email'));
    await userEvent.click(within(dialog).getByLabelText('Department'));
    await userEvent.click(within(dialog).getByLabelText('Business Card'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));

    expect(JSON.parse(localStorage.getItem(VISIBLE_COLUMNS_KEY) ?? '[]')).toEqual([
      'name',
      'role',
      'department',
      'embedded_url',
    ]);
    unmount();
    await renderWithUsers([makeUser(1)]);
    expect(headers()).toEqual(['Name', 'Role', 'Department', 'Business Card', 'Actions']);
  });

  it('changes nothing on Cancel', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openChooser();

    await userEvent.click(within(dialog).getByLabelText('Title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Actions']);
    expect(localStorage.getItem(VISIBLE_COLUMNS_KEY)).toBeNull();
  });

  it('cannot apply an empty choice', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openChooser();

    for (const label of ['Name', 'Email', 'Role']) {
      await userEvent.click(within(dialog).getByLabelText(label));
    }

    expect(within(dialog).getByRole('button', { name: 'Apply Changes' })).toBeDisabled();
  });

  it('falls back to the defaults when the stored choice is unreadable', async () => {
    localStorage.setItem(VISIBLE_COLUMNS_KEY, '{not json');
    await renderWithUsers([makeUser(1)]);

    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Actions']);
  });

  it('starts at the first checkbox, closes on Escape and refocuses Columns', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openChooser();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
  });
});
