import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, formFields, renderDesigner, SAVE_PATH, setUpApi } from '../test-utils';

setUpApi();

const SWITCH = 'Show ‘Share your details’ on cards';

/** Answers the next save and keeps the form it was sent. */
function replyToSave() {
  const sent: { body: string } = { body: '' };
  nock(API)
    .post(SAVE_PATH, (body) => {
      sent.body = String(body);
      return true;
    })
    .reply(200, { success: true, message: 'Template saved', data: { html: '{}' } });
  return sent;
}

async function openSections() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Manage Sections' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Manage Sections' })) };
}

describe("the template's 'Share your details' switch", () => {
  test('is on for a template saved before the switch existed, and saves as on', async () => {
    await renderDesigner({ pageTitle: 'Older' });
    const { user, dialog } = await openSections();
    expect(dialog.getByRole('checkbox', { name: SWITCH })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    const sent = replyToSave();
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await nockDone();
    expect(formFields(sent.body).contactExchange).toBe('true');
  }, 20_000);

  test('turned off, the save sends it off', async () => {
    await renderDesigner({});
    const { user, dialog } = await openSections();
    await user.click(dialog.getByRole('checkbox', { name: SWITCH }));
    expect(dialog.getByRole('checkbox', { name: SWITCH })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    const sent = replyToSave();
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await nockDone();
    expect(formFields(sent.body).contactExchange).toBe('false');
  }, 20_000);

  test('a template saved with it off opens with it off', async () => {
    await renderDesigner({ contactExchange: false });
    const { dialog } = await openSections();
    expect(dialog.getByRole('checkbox', { name: SWITCH })).not.toBeChecked();
  }, 20_000);
});

/** Waits until every answer set up has been asked for. */
async function nockDone() {
  await waitFor(() => expect(nock.pendingMocks()).toEqual([]));
}
