import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { Field, Input } from './field';
import { ThemeRoot } from './theme-root';
import { useFormCheck } from './use-form-check';

type Values = { name: string; email: string };

function check(values: Values) {
  const errors: Record<string, string> = {};
  if (!values.name) errors.name = 'Name is required';
  if (!values.email.includes('@')) errors.email = 'Please enter a valid email address';
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A form using the shared check; 'taken' stands for an address the server refuses. */
function SignUp() {
  const [values, setValues] = useState<Values>({ name: '', email: '' });
  const { errors, formRef, checkSubmit, show } = useFormCheck(values, check);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkSubmit(values)) return;
    if (values.email === 'taken@example.com') show({ email: 'Email is taken' });
  };
  const bind = (key: keyof Values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((held) => ({ ...held, [key]: event.target.value })),
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <Field label="Name" error={errors?.name}>
        {(control) => <Input {...control} {...bind('name')} />}
      </Field>
      <Field label="Email" error={errors?.email}>
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
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('useFormCheck', () => {
  it('checks nothing while the form is first filled in', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ann');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('a failed submit shows the messages and moves focus to the first invalid field', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ann');
    await save();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('after a failed submit, a change checks again: a message goes with its cause, or comes back', async () => {
    renderForm();
    await save();
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Name'));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it("keeps the server's message until the next submit", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await save();
    expect(screen.getByText('Email is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Name'), 'e');
    expect(screen.getByText('Email is taken')).toBeInTheDocument();
  });
});
