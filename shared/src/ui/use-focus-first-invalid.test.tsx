import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { Field, Input } from './field';
import { ThemeRoot } from './theme-root';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** Two required fields; the second is also refused by a slow 'server' when it says 'taken'. */
function SignUp() {
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!values.name) local.name = 'Name is required';
    if (!values.email) local.email = 'Email is required';
    setErrors(local);
    if (Object.keys(local).length === 0 && values.email === 'taken') {
      setTimeout(() => setErrors({ email: 'Email is taken' }), 10);
    }
  };
  const bind = (key: 'name' | 'email') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: event.target.value }));
      setErrors(({ [key]: _, ...rest }) => rest);
    },
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <Field label="Name" required error={errors.name}>
        {(control) => <Input {...control} {...bind('name')} />}
      </Field>
      <Field label="Email" required error={errors.email}>
        {(control) => <Input {...control} {...bind('email')} />}
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

const renderForm = () =>
  render(
    <ThemeRoot>
      <SignUp />
    </ThemeRoot>,
  );

describe('useFocusFirstInvalid', () => {
  it('moves focus to the first invalid field when a submit fails', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Email/), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/Name/)).toHaveFocus();
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves focus where someone types while errors clear', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByLabelText(/Email/), 'x');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });

  it('also moves focus to a field the server refuses after the submit', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Name/), 'Ann');
    await userEvent.type(screen.getByLabelText(/Email/), 'taken');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });
});
