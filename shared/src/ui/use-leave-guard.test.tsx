import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { LEAVE_QUESTION, useLeaveGuard } from './use-leave-guard';

function Form({ dirty }: { dirty: boolean }) {
  useLeaveGuard(dirty);
  return (
    <>
      <h1>Profile</h1>
      <Link to="/tenants">Tenants</Link>
      <a href="https://example.com/help" target="_blank" rel="noreferrer">
        Help
      </a>
    </>
  );
}

const page = (dirty: boolean) => (
  <MemoryRouter initialEntries={['/self-serve']}>
    <Routes>
      <Route path="/self-serve" element={<Form dirty={dirty} />} />
      <Route path="/tenants" element={<h1>Tenants page</h1>} />
    </Routes>
  </MemoryRouter>
);

const renderForm = (dirty: boolean) => render(page(dirty));

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

afterEach(() => jest.restoreAllMocks());

describe('useLeaveGuard', () => {
  it('asks before a link leaves a form with unsaved input, and stays when told to', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderForm(true);
    await userEvent.click(screen.getByRole('link', { name: 'Tenants' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('follows the link when the person agrees to leave', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderForm(true);
    await userEvent.click(screen.getByRole('link', { name: 'Tenants' }));
    expect(screen.getByRole('heading', { name: 'Tenants page' })).toBeInTheDocument();
  });

  it('lets links go without asking while nothing is unsaved', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    renderForm(false);
    await userEvent.click(screen.getByRole('link', { name: 'Tenants' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Tenants page' })).toBeInTheDocument();
  });

  it('does not ask for a link that opens a new tab', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    renderForm(true);
    await userEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('has the browser ask before closing or reloading the tab while dirty, and not after', () => {
    const view = renderForm(true);
    expect(unload().defaultPrevented).toBe(true);
    view.rerender(page(false));
    expect(unload().defaultPrevented).toBe(false);
  });
});
