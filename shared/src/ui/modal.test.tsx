import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Button } from './button';
import { Modal } from './modal';
import { theme } from './theme';

/** A page with an opener button and, behind it, the dialog `renderDialog` draws. */
function Page({ renderDialog }: { renderDialog: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && renderDialog(() => setOpen(false))}
    </ThemeProvider>
  );
}

function FormDialog({ onClose, dirty }: { onClose: () => void; dirty?: boolean }) {
  return (
    <Modal title="New Thing" onClose={onClose} dirty={dirty}>
      <label>
        Name <input name="name" />
      </label>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </Modal>
  );
}

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal title="Delete Thing" onClose={onClose} initialFocus={cancelRef}>
      <p>This cannot be undone.</p>
      <Button ref={cancelRef} onClick={onClose}>
        Cancel
      </Button>
      <Button $variant="danger">Delete</Button>
    </Modal>
  );
}

/** Opens with the keyboard, as the people this is for do. */
async function openWithKeyboard() {
  screen.getByRole('button', { name: 'Open' }).focus();
  await userEvent.keyboard('{Enter}');
  return screen.getByRole('dialog');
}

const opener = () => screen.getByRole('button', { name: 'Open' });

describe('Modal', () => {
  it('opens as a modal <dialog>, so the browser makes the page behind it inert', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Page renderDialog={(close) => <FormDialog onClose={close} />} />);

    const dialog = await openWithKeyboard();

    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleName('New Thing');
    showModal.mockRestore();
  });

  it('moves focus to the first field when it opens', async () => {
    render(<Page renderDialog={(close) => <FormDialog onClose={close} />} />);

    const dialog = await openWithKeyboard();

    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses Cancel first in a destructive confirmation, so Enter deletes nothing', async () => {
    render(<Page renderDialog={(close) => <DeleteDialog onClose={close} />} />);

    const dialog = await openWithKeyboard();

    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    render(<Page renderDialog={(close) => <FormDialog onClose={close} />} />);
    await openWithKeyboard();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it.each(['Cancel', 'Close'])('gives focus back to the opener after %s', async (name) => {
    render(<Page renderDialog={(close) => <FormDialog onClose={close} />} />);
    const dialog = await openWithKeyboard();

    await userEvent.click(within(dialog).getByRole('button', { name }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('closes on a press on the backdrop but not on one inside the panel', async () => {
    render(<Page renderDialog={(close) => <FormDialog onClose={close} />} />);
    const dialog = await openWithKeyboard();

    await userEvent.click(within(dialog).getByText('New Thing'));
    expect(dialog).toBeInTheDocument();
    await userEvent.click(dialog);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('holds focus on the dialog while it has no field, then moves it to the first one', async () => {
    function Loading({ onClose }: { onClose: () => void }) {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 20);
        return () => clearTimeout(timer);
      }, []);
      return (
        <Modal title="Edit Thing" onClose={onClose}>
          {ready ? <input aria-label="First name" /> : <p>Loading...</p>}
        </Modal>
      );
    }
    render(<Page renderDialog={(close) => <Loading onClose={close} />} />);
    const dialog = await openWithKeyboard();
    expect(dialog).toHaveFocus();

    expect(await within(dialog).findByRole('textbox', { name: 'First name' })).toHaveFocus();
  });
});

describe('Modal with unsaved input', () => {
  async function typeAndEscape() {
    render(<Page renderDialog={(close) => <FormDialog onClose={close} dirty />} />);
    const dialog = await openWithKeyboard();
    await userEvent.keyboard('Ada');
    await userEvent.keyboard('{Escape}');
    return { dialog, confirm: screen.getByRole('alertdialog', { name: 'Discard changes?' }) };
  }

  it("asks 'Discard changes?' on Escape, with Keep Editing focused", async () => {
    const { dialog, confirm } = await typeAndEscape();

    expect(confirm).toHaveAccessibleDescription(
      'What you entered in this form has not been saved.',
    );
    expect(within(confirm).getByRole('button', { name: 'Keep Editing' })).toHaveFocus();
    expect(dialog).toBeInTheDocument();
  });

  it('Keep Editing, or Escape again, returns to the field with the input kept', async () => {
    const { dialog, confirm } = await typeAndEscape();

    await userEvent.keyboard('{Escape}');
    expect(confirm).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Ada');

    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(name).toHaveFocus();
  });

  it('Discard closes the form and gives focus back to the opener', async () => {
    const { confirm } = await typeAndEscape();

    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('asks on a press on the backdrop too, but Cancel closes at once', async () => {
    render(<Page renderDialog={(close) => <FormDialog onClose={close} dirty />} />);
    const dialog = await openWithKeyboard();

    await userEvent.click(dialog);
    const confirm = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });
});

describe("Modal with unsaved input and the browser's Back button", () => {
  const pressBack = () => window.history.back();
  const askedToDiscard = () => screen.findByRole('alertdialog', { name: 'Discard changes?' });

  async function openDirtyForm() {
    window.history.replaceState({ page: 'users' }, '', '/tenants/users');
    render(<Page renderDialog={(close) => <FormDialog onClose={close} dirty />} />);
    const dialog = await openWithKeyboard();
    await userEvent.keyboard('Ada');
    return { dialog };
  }

  it("asks 'Discard changes?' instead of leaving the page, which keeps its address", async () => {
    const { dialog } = await openDirtyForm();

    pressBack();

    expect(await askedToDiscard()).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tenants/users');
    expect(window.history.state).toEqual({ page: 'users' });
  });

  it('Keep Editing keeps the input and asks again on the next Back', async () => {
    const { dialog } = await openDirtyForm();
    pressBack();
    await userEvent.click(
      within(await askedToDiscard()).getByRole('button', { name: 'Keep Editing' }),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');

    pressBack();

    expect(await askedToDiscard()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tenants/users');
  });

  it('Discard closes the form and stays on the page', async () => {
    await openDirtyForm();
    pressBack();

    await userEvent.click(within(await askedToDiscard()).getByRole('button', { name: 'Discard' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
    expect(window.history.state).toEqual({ page: 'users' });
    expect(window.location.pathname).toBe('/tenants/users');
  });

  it('takes its history entry away when the form closes another way', async () => {
    const { dialog } = await openDirtyForm();
    expect(window.history.state).toMatchObject({ page: 'users' });
    expect(window.history.state).not.toEqual({ page: 'users' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(window.history.state).toEqual({ page: 'users' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('adds no history entry while the form is untouched', async () => {
    window.history.replaceState({ page: 'users' }, '', '/tenants/users');
    const entries = window.history.length;
    render(<Page renderDialog={(close) => <FormDialog onClose={close} />} />);
    await openWithKeyboard();

    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ page: 'users' });
  });
});
