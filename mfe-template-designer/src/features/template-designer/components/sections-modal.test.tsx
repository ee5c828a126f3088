import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDesigner, setUpApi } from '../test-utils';

setUpApi();

const preview = () => within(screen.getByRole('region', { name: 'Card preview' }));
const headings = () =>
  preview()
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

async function openSections() {
  const user = userEvent.setup();
  await renderDesigner(null);
  await user.click(screen.getByRole('button', { name: 'Manage Sections' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Manage Sections' })) };
}

describe('Manage Sections', () => {
  test.each(['Get In Touch', 'Visit Us', 'Business Hours', 'Follow Us'])(
    'turning %s off hides it in the preview, and on shows it again',
    async (name) => {
      const { user, dialog } = await openSections();
      const toggle = dialog.getByRole('checkbox', { name: `Show ${name}` });
      await user.click(toggle);
      expect(headings()).not.toContain(name);
      await user.click(toggle);
      expect(headings()).toContain(name);
    },
  );

  test('renames a built-in section', async () => {
    const { user, dialog } = await openSections();
    const title = dialog.getByRole('textbox', { name: 'Get In Touch title' });
    await user.clear(title);
    await user.type(title, 'Reach me');
    expect(headings()[0]).toBe('Reach me');
  });

  test('reorders sections', async () => {
    const { user, dialog } = await openSections();
    await user.click(dialog.getByRole('button', { name: 'Move About Me up' }));
    expect(headings()).toEqual([
      'Get In Touch',
      'Visit Us',
      'Business Hours',
      'About Me',
      'Follow Us',
    ]);
    await user.click(dialog.getByRole('button', { name: 'Move Get In Touch down' }));
    expect(headings().slice(0, 2)).toEqual(['Visit Us', 'Get In Touch']);
    expect(dialog.getByRole('button', { name: 'Move Visit Us up' })).toBeDisabled();
  });

  test('adds a custom section only when title and content are non-blank, and removes it', async () => {
    const { user, dialog } = await openSections();
    await user.click(dialog.getByRole('button', { name: 'Add Custom Section' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add Custom Section' }));
    await user.type(add.getByLabelText(/Section title/), '   ');
    await user.type(add.getByLabelText(/Content/), 'Some text');
    expect(add.getByRole('button', { name: 'Add Section' })).toBeDisabled();
    await user.type(add.getByLabelText(/Section title/), ' Awards ');
    await user.click(add.getByRole('button', { name: 'Add Section' }));
    expect(screen.queryByRole('dialog', { name: 'Add Custom Section' })).not.toBeInTheDocument();
    expect(headings().at(-1)).toBe('Awards');
    expect(preview().getByText('Some text')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove Awards' }));
    expect(headings()).not.toContain('Awards');
  });

  test('edits the tenant-wide business hours and social links shown on every card', async () => {
    const { user, dialog } = await openSections();
    const hours = dialog.getByLabelText('Business hours');
    await user.clear(hours);
    await user.type(hours, 'Weekends only');
    await user.type(dialog.getByLabelText('Company Facebook URL'), 'https://facebook.com/acme');
    expect(preview().getByText('Weekends only')).toBeInTheDocument();
    expect(preview().getByText('https://facebook.com/acme')).toBeInTheDocument();
  });

  describe('a paste longer than a field takes stays whole and says the limit', () => {
    test("a built-in's title: 'Get In Touch title must be at most 80 characters'", async () => {
      const { user, dialog } = await openSections();
      const title = dialog.getByRole('textbox', { name: 'Get In Touch title' });
      await user.clear(title);
      await user.paste('t'.repeat(300));
      expect(title).toHaveValue('t'.repeat(300));
      expect(title).toHaveAccessibleDescription('Get In Touch title must be at most 80 characters');
      expect(title).toHaveAttribute('aria-invalid', 'true');
    });

    test("a custom section's title and content, and Add Section stays disabled", async () => {
      const { user, dialog } = await openSections();
      await user.click(dialog.getByRole('button', { name: 'Add Custom Section' }));
      const add = within(await screen.findByRole('dialog', { name: 'Add Custom Section' }));
      const title = add.getByLabelText(/^Section title/);
      const content = add.getByLabelText(/^Content/);
      await user.click(title);
      await user.paste('s'.repeat(300));
      await user.click(content);
      await user.paste('c'.repeat(2300));
      expect(title).toHaveValue('s'.repeat(300));
      expect(title).toHaveAccessibleDescription('Section title must be at most 80 characters');
      expect(content).toHaveValue('c'.repeat(2300));
      expect(content).toHaveAccessibleDescription('Content must be at most 2000 characters');
      expect(add.getByRole('button', { name: 'Add Section' })).toBeDisabled();
    });

    test('the business hours and a company social link', async () => {
      const { user, dialog } = await openSections();
      const hours = dialog.getByLabelText('Business hours');
      await user.clear(hours);
      await user.paste('h'.repeat(600));
      expect(hours).toHaveValue('h'.repeat(600));
      expect(hours).toHaveAccessibleDescription('Business hours must be at most 500 characters');
      const facebook = dialog.getByLabelText('Company Facebook URL');
      const url = `https://facebook.com/${'a'.repeat(300)}`;
      await user.click(facebook);
      await user.paste(url);
      expect(facebook).toHaveValue(url);
      expect(facebook).toHaveAccessibleDescription(
        'Company Facebook URL must be at most 300 characters',
      );
    });
  });
});
