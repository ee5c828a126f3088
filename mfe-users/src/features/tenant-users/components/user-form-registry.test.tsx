import { END_USER_FIELDS } from '@bizcard/shared/model';
import { tooLongMessage } from '@bizcard/shared/schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, makeUser, renderWithUsers, setUpApi, usersPath } from '../test-utils';
import { field, openCreate, openEdit } from './user-modal-test-utils';

// Written against the field registry alone: a field the registry declares but the form or the
// table leaves out fails here.

setUpApi();

const TEXT_FIELDS = END_USER_FIELDS.filter((spec) => spec.input !== 'addresses');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}( \\*)?$`);

describe('the user form and the table against the field registry', () => {
  it('the Create User form has every field with its type, required mark and length limit, said rather than cut', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openCreate();

    for (const spec of TEXT_FIELDS) {
      const input = field(dialog, labelled(spec.label));
      if (spec.input === 'choice') {
        expect(input.tagName).toBe('SELECT');
        continue;
      }
      if (spec.input === 'switch') {
        expect(input).toHaveAttribute('role', 'switch');
        expect(input).toBeChecked();
        continue;
      }
      expect(input).toHaveAttribute('type', spec.input);
      // Not cut: a longer paste stays whole and the message names the field and its limit.
      expect(input).not.toHaveAttribute('maxLength');
      if ('required' in spec) expect(within(dialog).getByText(`${spec.label} *`)).toBeVisible();
    }
    expect(within(dialog).getByRole('group', { name: 'Addresses' })).toBeInTheDocument();
    const firstName = field(dialog, labelled('First name'));
    fireEvent.change(firstName, { target: { value: 'x'.repeat(300) } });
    expect(firstName).toHaveValue('x'.repeat(300));
    expect(firstName).toHaveAccessibleDescription(tooLongMessage('First name', 100));
  });

  it('the column chooser lists every field that is a table column', async () => {
    await renderWithUsers([makeUser(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Columns' });

    const choices = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    for (const spec of END_USER_FIELDS) {
      if (!('column' in spec)) continue;
      const label = 'label' in spec.column ? spec.column.label : spec.label;
      expect(choices).toContain(label);
    }
  });

  it("an over-long value shows '{label} must be at most {max} characters' and sends nothing", async () => {
    const user = makeUser(2, { first_name: 'Long', last_name: 'Title', title: 'x'.repeat(201) });
    await renderWithUsers([user]);
    const dialog = await openEdit(user);
    const save = nock(API).put(`${usersPath()}/${user.id}`).reply(200, user);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByText(tooLongMessage('Title', 200))).toBeInTheDocument();
    expect(save.isDone()).toBe(false);
  });
});
