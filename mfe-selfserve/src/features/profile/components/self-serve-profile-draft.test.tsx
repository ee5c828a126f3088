import type { CurrentUser, SelfServeUserInfo } from '@bizcard/shared/model';
import { useSessionStore } from '@bizcard/shared/stores';
import { makeSelfServeInfo } from '@bizcard/shared/testing';
import { LEAVE_QUESTION } from '@bizcard/shared/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  JANE,
  renderProfilePage,
  replyWithInfo,
  setUpProfileTests,
  signIn,
  TENANT_ID,
  USER_INFO_PATH,
} from '../test-utils';

const RESTORED = 'Your unsaved changes were restored';
const DRAFT_KEY = `bizcard:draft:profile:${TENANT_ID}:end-user-1:self`;

const JOHN: CurrentUser = { ...JANE, id: 'end-user-2', email: 'john@globex.example' };

const INFO = makeSelfServeInfo({
  id: 'end-user-1',
  tenant_id: TENANT_ID,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@globex.example',
  phoneWork: '+1 212 555 0100',
  title: 'Engineer',
  company: 'Globex',
  embedded_url: 'http://localhost:8080/c/jane-doe',
  qr_code: 'http://localhost:8080/c/jane-doe/qr.png',
});

const loads = (info: SelfServeUserInfo = INFO) => replyWithInfo(info);

const title = () => screen.getByRole('textbox', { name: 'Title' });

async function openLoaded(shownTitle = 'Engineer') {
  loads();
  const view = renderProfilePage();
  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue(shownTitle);
  return view;
}

async function retitle(text: string) {
  await userEvent.clear(title());
  await userEvent.paste(text);
}

/** A logout in another tab or an expiry, as the session store hears of it. */
const sessionEnds = () => act(() => useSessionStore.getState().endSession());

// Forms of many labelled fields render and query slowly in jsdom on a busy 2-core runner.
jest.setTimeout(20_000);

setUpProfileTests();
afterEach(() => jest.restoreAllMocks());

describe('self-serve profile: unsaved changes when the session ends', () => {
  it('keeps the edits when the session ends and restores them, saying so, after the same person signs in', async () => {
    const first = await openLoaded();
    await retitle('Chief Engineer');
    sessionEnds();
    first.unmount();
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Chief Engineer');

    signIn(JANE);
    await openLoaded('Chief Engineer');
    expect(screen.getByText(RESTORED)).toBeInTheDocument();
    // Read once: a reload after this starts from the saved profile.
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps nothing when the session ends without unsaved edits', async () => {
    const first = await openLoaded();
    sessionEnds();
    first.unmount();
    expect(sessionStorage.length).toBe(0);

    signIn(JANE);
    await openLoaded();
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('never shows the edits to another person signing in on the same browser', async () => {
    const first = await openLoaded();
    await retitle('Chief Engineer');
    sessionEnds();
    first.unmount();

    signIn(JOHN);
    await openLoaded();
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the edits of a save that answers 401, and saves them after signing in again', async () => {
    const first = await openLoaded();
    await retitle('Chief Engineer');
    nock(API).put(USER_INFO_PATH).reply(401, { message: 'Unauthorized' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(useSessionStore.getState().ended).not.toBeNull());
    first.unmount();

    signIn(JANE);
    await openLoaded('Chief Engineer');
    expect(screen.getByText(RESTORED)).toBeInTheDocument();
    let sent: Record<string, unknown> = {};
    nock(API)
      .put(USER_INFO_PATH, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { message: 'Saved', user: { ...INFO, title: 'Chief Engineer' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(sent.title).toBe('Chief Engineer');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('asks before Logout throws the edits away, and stays when told to', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await openLoaded();
    await retitle('Chief Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(title()).toHaveValue('Chief Engineer');
  });
});
