import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, formFields, renderDesigner, SAVE_PATH, setUpApi } from '../test-utils';

setUpApi();

const LOGO_URL = `/c/assets/${'a'.repeat(64)}.png`;

function replyToSave(status: number, reply: object) {
  const sent: { body: string } = { body: '' };
  nock(API)
    .post(SAVE_PATH, (body) => {
      // nock hands a body that is not UTF-8 (an image's bytes) over as hex.
      const text = String(body);
      const hex = /^(?:[0-9a-f]{2})+$/i.test(text);
      sent.body = hex ? Buffer.from(text, 'hex').toString('latin1') : text;
      return true;
    })
    .delay(20)
    .reply(status, reply);
  return sent;
}

describe('Save Template', () => {
  test("sends every field, shows 'Saving...', then the saved notice for 5 seconds", async () => {
    const saved = { companyLogoUrl: LOGO_URL, companyLogo: { url: LOGO_URL } };
    const sent = replyToSave(200, { success: true, data: { html: JSON.stringify(saved) } });
    let fake = false;
    const user = userEvent.setup({
      advanceTimers: (ms) => (fake ? jest.advanceTimersByTime(ms) : undefined),
    });
    await renderDesigner({ oauthProviderId: 'google', businessHours: '9-5' });
    await user.click(screen.getByRole('button', { name: 'Customize Theme' }));
    const theme = within(await screen.findByRole('dialog', { name: 'Customize Theme' }));
    await user.upload(
      theme.getByLabelText('Company logo'),
      // A PNG's signature: the field reads the first bytes before taking the file.
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'logo.png', {
        type: 'image/png',
      }),
    );
    await user.click(theme.getByRole('button', { name: 'Ocean' }));
    await user.click(theme.getByRole('button', { name: 'Done' }));
    jest.useFakeTimers();
    fake = true;
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(await screen.findByText(TEMPLATE_MESSAGES.saved)).toBeInTheDocument();
    const fields = formFields(sent.body);
    expect(Object.keys(fields).sort()).toEqual(
      [
        'businessHours',
        'companyLogo',
        'contactExchange',
        'customSections',
        'fieldMapping',
        'oauthProviderId',
        'pageTitle',
        'sectionOrder',
        'sections',
        'socialMedia',
        'tenantId',
        'theme',
      ].sort(),
    );
    expect(fields.companyLogo).toBe('file:logo.png');
    expect(fields.oauthProviderId).toBe('google');
    expect(fields.businessHours).toBe('9-5');
    expect(JSON.parse(fields.theme!).primaryColor).toBe('#0369A1');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.queryByText(TEMPLATE_MESSAGES.saved)).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  test('a removed logo is sent as an empty value', async () => {
    const sent = replyToSave(200, { success: true });
    const user = userEvent.setup();
    await renderDesigner({ companyLogoUrl: LOGO_URL });
    await user.click(screen.getByRole('button', { name: 'Customize Theme' }));
    const theme = within(await screen.findByRole('dialog', { name: 'Customize Theme' }));
    await user.click(theme.getByRole('button', { name: 'Remove company logo' }));
    await user.click(theme.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await screen.findByText(TEMPLATE_MESSAGES.saved);
    expect(formFields(sent.body).companyLogo).toBe('');
    expect(formFields(sent.body).profilePhoto).toBeUndefined();
  });

  test("shows the server's message, else the spec's fallback", async () => {
    const user = userEvent.setup();
    await renderDesigner({});
    replyToSave(413, { message: TEMPLATE_MESSAGES.imageTooLarge });
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEMPLATE_MESSAGES.imageTooLarge);
    replyToSave(200, { success: false, data: { message: 'Template locked' } });
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template locked')).toBeInTheDocument();
    nock(API).post(SAVE_PATH).reply(500, 'not json');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText(TEMPLATE_MESSAGES.saveFailed)).toBeInTheDocument();
  });
});
