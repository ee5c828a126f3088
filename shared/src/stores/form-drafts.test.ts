import type { CurrentUser } from '../model/auth';
import { discardDraft, draftRecords, keepDraftIfSessionEnds, readDraft } from './form-drafts';
import { useSessionStore } from './session-store';

const jane: CurrentUser = {
  id: 'u-jane',
  email: 'jane@globex.example',
  first_name: 'Jane',
  last_name: 'Doe',
  role: 'User',
  tenant_id: 't-globex',
  tenant: 'globex',
  stytch_member_id: null,
  isSuperAdmin: false,
  isClientAdmin: false,
};
const john: CurrentUser = { ...jane, id: 'u-john', email: 'john@globex.example' };

const signIn = (user: CurrentUser) =>
  useSessionStore.setState({ status: 'authenticated', user, ended: null });

function openForm(values: Record<string, unknown>, dirty = true, record = 'r1') {
  return keepDraftIfSessionEnds({
    form: 'profile',
    record,
    isDirty: () => dirty,
    values: () => values,
  });
}

let close: () => void = () => undefined;
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ status: 'loading', user: null, ended: null });
  signIn(jane);
});
afterEach(() => close());

describe('form drafts', () => {
  it('keeps a dirty form under its form, person and record when the session ends', () => {
    close = openForm({ title: 'Chief Engineer' });
    useSessionStore.getState().endSession();
    expect(sessionStorage.getItem('bizcard:draft:profile:t-globex:u-jane:r1')).toBe(
      JSON.stringify({ title: 'Chief Engineer' }),
    );

    signIn(jane);
    expect(readDraft('profile', 'r1')).toEqual({ title: 'Chief Engineer' });
    expect(draftRecords('profile')).toEqual(['r1']);
  });

  it('keeps nothing of a form without unsaved input', () => {
    close = openForm({ title: 'Engineer' }, false);
    useSessionStore.getState().endSession();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps nothing when the person signs out themselves', () => {
    close = openForm({ title: 'Chief Engineer' });
    useSessionStore.setState({ status: 'anonymous', user: null });
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps nothing of a form that has closed', () => {
    openForm({ title: 'Chief Engineer' })();
    useSessionStore.getState().endSession();
    expect(sessionStorage.length).toBe(0);
  });

  it('never keeps a password typed into the form', () => {
    close = openForm({ email: 'new@acme.example', password: 'secret-123', newPassword: 'x' });
    useSessionStore.getState().endSession();
    signIn(jane);
    expect(readDraft('profile', 'r1')).toEqual({ email: 'new@acme.example' });
  });

  it('gives another person nothing, and forgets the draft when they sign in', () => {
    close = openForm({ title: 'Chief Engineer' });
    useSessionStore.getState().endSession();

    signIn(john);
    expect(readDraft('profile', 'r1')).toBeNull();
    expect(draftRecords('profile')).toEqual([]);
    signIn(jane);
    expect(readDraft('profile', 'r1')).toBeNull();
  });

  it('forgets a draft once it is discarded', () => {
    close = openForm({ title: 'Chief Engineer' });
    useSessionStore.getState().endSession();
    signIn(jane);
    discardDraft('profile', 'r1');
    expect(readDraft('profile', 'r1')).toBeNull();
  });
});
