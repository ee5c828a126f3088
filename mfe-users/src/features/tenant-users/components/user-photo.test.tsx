import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, JSON_HEADERS, renderWithUsers, setUpApi, usersPath } from '../test-utils';
import { ADA, openCreate, openEdit } from './user-modal-test-utils';

setUpApi();

const PHOTO_URL = `http://localhost:8080/c/assets/${'a'.repeat(64)}.jpg`;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** `size` bytes starting as a PNG does (the field reads the first bytes before sending). */
const png = (size = 10) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_MAGIC);
  return new File([bytes], 'me.png', { type: 'image/png' });
};

describe("the user's own photo in Edit User", () => {
  it("shows the hint 'PNG, JPG up to 5MB'; a new user gets no photo control until saved", async () => {
    await renderWithUsers([ADA]);
    const created = await openCreate();
    expect(within(created).queryByLabelText('Photo')).not.toBeInTheDocument();
    await userEvent.click(within(created).getByRole('button', { name: 'Cancel' }));

    const dialog = await openEdit(ADA);
    expect(within(dialog).getByLabelText('Photo')).toHaveAttribute('type', 'file');
    expect(within(dialog).getByText('PNG, JPG up to 5MB')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('uploads a chosen PNG as `photo` and shows it', async () => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit(ADA);
    let sent = '';
    const upload = nock(API)
      .post(`${usersPath()}/${ADA.id}/photo`, (body) => {
        // nock hands a body that is not UTF-8 (the PNG's bytes) over as hex.
        const text = String(body);
        sent = /^[0-9a-f]+$/.test(text) ? Buffer.from(text, 'hex').toString('latin1') : text;
        return true;
      })
      .reply(200, { ...ADA, photo_url: PHOTO_URL }, JSON_HEADERS);

    await userEvent.upload(within(dialog).getByLabelText('Photo'), png());

    expect(await within(dialog).findByRole('img', { name: 'Photo of the user' })).toHaveAttribute(
      'src',
      PHOTO_URL,
    );
    expect(upload.isDone()).toBe(true);
    expect(sent).toContain('name="photo"');
  });

  it('refuses a file over 5 MB without sending it', async () => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit(ADA);
    const upload = nock(API).post(`${usersPath()}/${ADA.id}/photo`).reply(200, ADA);

    await userEvent.upload(within(dialog).getByLabelText('Photo'), png(5 * 1024 * 1024 + 1));

    expect(within(dialog).getByText(TEMPLATE_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(upload.isDone()).toBe(false);
  });

  it.each([
    ['a text file named fake.png', new File(['not a photo'], 'fake.png', { type: 'image/png' })],
    ['an empty file', new File([], 'me.png', { type: 'image/png' })],
  ])('refuses %s next to the input without sending it', async (_, file) => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit(ADA);
    const upload = nock(API).post(`${usersPath()}/${ADA.id}/photo`).reply(200, ADA);

    await userEvent.upload(within(dialog).getByLabelText('Photo'), file);

    const message = file.size ? TEMPLATE_MESSAGES.imageType : 'The file is empty.';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Photo')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(upload.isDone()).toBe(false);
    expect(
      within(dialog).queryByRole('img', { name: 'Photo of the user' }),
    ).not.toBeInTheDocument();
  });

  it('Remove photo deletes it and hides the image', async () => {
    const withPhoto = { ...ADA, photo_url: PHOTO_URL };
    await renderWithUsers([withPhoto]);
    const dialog = await openEdit(withPhoto);
    const remove = nock(API)
      .delete(`${usersPath()}/${ADA.id}/photo`)
      .reply(200, { ...ADA, photo_url: null }, JSON_HEADERS);

    expect(within(dialog).getByRole('img', { name: 'Photo of the user' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }));

    await waitFor(() => expect(remove.isDone()).toBe(true));
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('img', { name: 'Photo of the user' }),
      ).not.toBeInTheDocument(),
    );
  });
});
