import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDesigner, setUpApi } from '../test-utils';

setUpApi();

const preview = () => screen.getByRole('region', { name: 'Card preview' });
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

async function openTheme() {
  const user = userEvent.setup();
  await renderDesigner({});
  await user.click(screen.getByRole('button', { name: 'Customize Theme' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Customize Theme' }) };
}

describe('the logo and photo inputs check the file before previewing it', () => {
  test.each([
    ['Company logo', 'a text file named fake.png', 'not an image', TEMPLATE_MESSAGES.imageType],
    ['Profile photo', 'a text file named fake.png', 'not an image', TEMPLATE_MESSAGES.imageType],
    ['Company logo', 'an empty file', '', 'The file is empty.'],
    ['Profile photo', 'an empty file', '', 'The file is empty.'],
  ])('%s refuses %s with its message next to the input', async (label, _, text, message) => {
    const { user, dialog } = await openTheme();
    const input = within(dialog).getByLabelText(label);
    await user.upload(input, new File([text], 'fake.png', { type: 'image/png' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(dialog).queryByRole('img', { name: `${label} preview` })).not.toBeInTheDocument();
    expect(within(preview()).queryByRole('img')).not.toBeInTheDocument();
  });

  test('a PNG, even one the browser calls something else, is previewed', async () => {
    const { user, dialog } = await openTheme();
    const input = within(dialog).getByLabelText('Company logo');
    await user.upload(input, new File(['text'], 'fake.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(TEMPLATE_MESSAGES.imageType)).toBeInTheDocument();

    await user.upload(
      input,
      new File([new Uint8Array(PNG_MAGIC)], 'logo.png', { type: 'image/png' }),
    );

    expect(await within(preview()).findByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    );
    expect(within(dialog).getByRole('img', { name: 'Company logo preview' })).toBeInTheDocument();
    expect(within(dialog).queryByText(TEMPLATE_MESSAGES.imageType)).not.toBeInTheDocument();
  });
});
