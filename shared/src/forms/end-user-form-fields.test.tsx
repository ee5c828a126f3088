import type { Address, EndUserTextFormName } from '@bizcard/shared/model';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AddressesEditor } from './addresses-editor';
import { EndUserFormFields, type FieldValue } from './end-user-form-fields';
import { endUserFormSections } from './end-user-form-sections';

const SECTIONS = endUserFormSections();
const EMPTY_ADDRESS: Address = {
  type: 'home',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
};

function Form() {
  const [values, setValues] = useState<{ [K in EndUserTextFormName]?: FieldValue }>({});
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  return (
    <ThemeRoot>
      <EndUserFormFields
        sections={SECTIONS}
        values={values}
        errors={{}}
        onChange={(name, value) => setValues((held) => ({ ...held, [name]: value }))}
      />
      <AddressesEditor
        addresses={[address]}
        onChange={(_, key, value) => setAddress((held) => ({ ...held, [key]: value }))}
        onAdd={() => {}}
        onRemove={() => {}}
      />
    </ThemeRoot>
  );
}

const paste = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

describe('A value longer than its field allows', () => {
  it("keeps a 300-character paste whole and says 'First name must be at most 100 characters'", async () => {
    render(<Form />);
    const firstName = screen.getByRole('textbox', { name: 'First name *' });

    await paste(firstName, 'x'.repeat(300));

    expect(firstName).toHaveValue('x'.repeat(300));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name must be at most 100 characters');
  });

  it('says nothing at exactly the limit, and the message goes once the value is short enough', async () => {
    render(<Form />);
    const title = screen.getByRole('textbox', { name: 'Title' });

    await paste(title, 'y'.repeat(201));
    expect(screen.getByText('Title must be at most 200 characters')).toBeInTheDocument();

    await userEvent.type(title, '{Backspace}');
    expect(title).toHaveValue('y'.repeat(200));
    expect(screen.queryByText('Title must be at most 200 characters')).not.toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'false');
  });

  it("names the address part: 'City must be at most 100 characters', with the paste kept", async () => {
    render(<Form />);
    const city = screen.getByRole('textbox', { name: 'City' });

    await paste(city, 'z'.repeat(300));

    expect(city).toHaveValue('z'.repeat(300));
    expect(city).toHaveAccessibleDescription('City must be at most 100 characters');
  });
});
