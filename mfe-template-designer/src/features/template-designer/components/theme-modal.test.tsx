import { TEMPLATE_MESSAGES, THEME_PRESETS } from '@bizcard/shared/model';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDesigner, setUpApi } from '../test-utils';

setUpApi();

const preview = () => screen.getByRole('region', { name: 'Card preview' });

async function openTheme() {
  const user = userEvent.setup();
  await renderDesigner({});
  await user.click(screen.getByRole('button', { name: 'Customize Theme' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Customize Theme' }) };
}

/** `size` bytes starting as a PNG does (the field reads the first bytes before previewing). */
const png = (name = 'logo.png', size = 10) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

describe('Customize Theme', () => {
  test.each(THEME_PRESETS.map((preset) => [preset.label, preset.theme] as const))(
    'the %s preset replaces all eight colours',
    async (label, theme) => {
      const { user, dialog } = await openTheme();
      await user.click(within(dialog).getByRole('button', { name: label }));
      for (const [key, colour] of Object.entries(theme)) {
        const variable = `--${{ primaryColor: 'primary', secondaryColor: 'secondary', accentColor: 'accent', backgroundColor: 'background', textColor: 'text', headerBackground: 'header', cardBackground: 'card', borderColor: 'border' }[key]}`;
        expect(preview().style.getPropertyValue(variable)).toBe(colour);
      }
      expect(within(dialog).getByRole('button', { name: label })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
  );

  test('four custom colour pickers say what they paint and change the preview at once', async () => {
    const { dialog } = await openTheme();
    const primary = within(dialog).getByLabelText('Primary colour');
    expect(within(dialog).getByText('Sets: Button, links and the top band')).toBeInTheDocument();
    for (const label of ['Secondary colour', 'Accent colour', 'Background colour']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('type', 'color');
    }
    fireEvent.change(primary, { target: { value: '#123456' } });
    expect(preview().style.getPropertyValue('--primary')).toBe('#123456');
    expect(within(dialog).getByRole('button', { name: 'WCD' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('page title defaults to Contact Me and can be changed', async () => {
    const { user, dialog } = await openTheme();
    const title = within(dialog).getByLabelText('Page title');
    expect(title).toHaveValue('Contact Me');
    await user.clear(title);
    await user.type(title, 'Meet me');
    expect(title).toHaveValue('Meet me');
  });

  test('uploads a logo and a photo with the 5 MB hint, and Remove clears them', async () => {
    const { user, dialog } = await openTheme();
    expect(
      within(dialog).getAllByText(
        TEMPLATE_MESSAGES.imageTooLarge.slice(0, 0) || 'PNG, JPG up to 5MB',
      ),
    ).toHaveLength(2);
    await user.upload(within(dialog).getByLabelText('Company logo'), png());
    expect(await within(preview()).findByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.upload(within(dialog).getByLabelText('Profile photo'), png('me.png'));
    expect(await within(preview()).findByRole('img', { name: 'Profile' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove company logo' }));
    expect(within(preview()).queryByRole('img', { name: 'Company logo' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove profile photo' }));
    expect(within(preview()).queryByRole('img', { name: 'Profile' })).not.toBeInTheDocument();
  });

  test('refuses a file over 5 MB or of another type before sending anything', async () => {
    const { user, dialog } = await openTheme();
    const input = within(dialog).getByLabelText('Company logo');
    await user.upload(input, png('big.png', 5 * 1024 * 1024 + 1));
    expect(within(dialog).getByText(TEMPLATE_MESSAGES.imageTooLarge)).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(await within(dialog).findByText(TEMPLATE_MESSAGES.imageType)).toBeInTheDocument();
    expect(within(preview()).queryByRole('img', { name: 'Company logo' })).not.toBeInTheDocument();
  });

  test("a 300-character paste into Page title stays whole and says 'Page title must be at most 80 characters'", async () => {
    const { user, dialog } = await openTheme();
    const title = within(dialog).getByLabelText('Page title');
    await user.clear(title);
    await user.paste('p'.repeat(300));
    expect(title).toHaveValue('p'.repeat(300));
    expect(title).toHaveAccessibleDescription('Page title must be at most 80 characters');
  });
});
