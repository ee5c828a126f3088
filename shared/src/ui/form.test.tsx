import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ScriptedForm } from './form';
import { ThemeRoot } from './theme-root';

const signIn = (
  <ThemeRoot>
    <ScriptedForm aria-label="Sign in">
      <input aria-label="Email" />
      <button type="submit">Sign In</button>
    </ScriptedForm>
  </ThemeRoot>
);

test('in prerendered HTML the controls wait for the script: typing or submitting then would be lost', () => {
  document.body.innerHTML = renderToString(signIn);
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
});

test('rendered in the browser, the controls can be used at once', () => {
  document.body.innerHTML = '';
  render(signIn);
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});
