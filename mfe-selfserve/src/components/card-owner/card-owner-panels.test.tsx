import { configureApi } from '@bizcard/shared/api';
import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { CardOwnerPanels } from './card-owner-panels';
import { answerCardOwnerCalls, FIGURES } from './card-owner-test-utils';

const API = 'http://localhost';
const PHOTO = '/api/self-serve/card/photo';
const PHOTO_URL = 'http://localhost:8080/c/assets/abc.jpg';

/** A JPEG's first bytes and then `size` bytes in all: only the first bytes are read here. */
const jpeg = (size: number, name = 'IMG_0001.jpg') => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
};

const fromHex = (hex: string) =>
  String.fromCharCode(...(hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));

const renderPanels = () => {
  render(
    <ThemeRoot>
      <CardOwnerPanels />
    </ThemeRoot>,
  );
  return userEvent.setup({ applyAccept: false });
};
const figures = () => screen.getByRole('region', { name: 'Your card in the last 30 days' });
const photo = () => screen.getByRole('region', { name: 'Your photo' });
/** The figures as listed: label → value. */
const listed = () =>
  Object.fromEntries(
    within(figures())
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

beforeAll(() => configureApi({ baseUrl: API }));
beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));
afterAll(() => nock.enableNetConnect());

describe('what a card owner sees of their card', () => {
  it('lists views, saves, scans, taps and contacts of the last 30 days', async () => {
    answerCardOwnerCalls(API);
    renderPanels();
    expect(await within(figures()).findByText('2026-10-30 to 2026-11-28 (UTC)')).toBeVisible();
    expect(listed()).toEqual({
      Views: (1234).toLocaleString(),
      Saves: '56',
      Scans: '7',
      Taps: '8',
      Contacts: '9',
    });
  });

  it("says 'Failed to load your card figures' with a Retry that asks again", async () => {
    nock(API).get('/api/self-serve/card/figures').reply(500, { message: 'Database down' });
    nock(API).get(PHOTO).reply(200, { photo_url: null });
    const user = renderPanels();
    expect(await within(figures()).findByRole('alert')).toHaveTextContent(
      'Failed to load your card figures',
    );
    nock(API).get('/api/self-serve/card/figures').reply(200, FIGURES);
    await user.click(within(figures()).getByRole('button', { name: 'Retry' }));
    expect(await within(figures()).findByText('Contacts')).toBeVisible();
  });

  it('uploads a chosen photo at once and shows it, then removes it', async () => {
    answerCardOwnerCalls(API);
    const user = renderPanels();
    expect(await within(photo()).findByText(/No photo of your own yet/)).toBeVisible();

    let sent = '';
    nock(API)
      .post(PHOTO, (body: string) => {
        sent = body;
        return true;
      })
      .reply(200, { photo_url: PHOTO_URL, message: 'Your photo was saved' });
    await user.upload(within(photo()).getByLabelText('Upload photo'), jpeg(4_800_000));
    expect(await within(photo()).findByText('Your photo was saved')).toBeVisible();
    expect(within(photo()).getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      PHOTO_URL,
    );
    // nock hands a binary body over as hex: the whole 4.8 MB file went, as the part `photo`.
    expect(sent.length / 2).toBeGreaterThan(4_800_000);
    expect(fromHex(sent.slice(0, 400))).toContain('name="photo"; filename="IMG_0001.jpg"');

    nock(API).delete(PHOTO).reply(200, { photo_url: null, message: 'Your photo was removed' });
    await user.click(within(photo()).getByRole('button', { name: 'Remove photo' }));
    expect(await within(photo()).findByText('Your photo was removed')).toBeVisible();
    expect(within(photo()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a GIF and a file over 5 MB before sending anything, in the admin form words', async () => {
    answerCardOwnerCalls(API);
    const user = renderPanels();
    const input = await within(photo()).findByLabelText('Upload photo');
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'a.gif', {
      type: 'image/gif',
    });
    await user.upload(input, gif);
    expect(await within(photo()).findByRole('alert')).toHaveTextContent(
      TEMPLATE_MESSAGES.imageType,
    );
    await user.upload(input, jpeg(5 * 1024 * 1024 + 1));
    expect(await within(photo()).findByRole('alert')).toHaveTextContent(
      TEMPLATE_MESSAGES.imageTooLarge,
    );
  });

  it("shows the API's refusal of a photo", async () => {
    answerCardOwnerCalls(API);
    const user = renderPanels();
    nock(API).post(PHOTO).reply(400, { message: TEMPLATE_MESSAGES.imageType });
    await user.upload(await within(photo()).findByLabelText('Upload photo'), jpeg(1000));
    expect(await within(photo()).findByRole('alert')).toHaveTextContent(
      TEMPLATE_MESSAGES.imageType,
    );
  });
});
