import { useSessionStore } from '@bizcard/shared/stores';
import { makeSelfServeInfo } from '@bizcard/shared/testing';
import { screen, within } from '@testing-library/react';
import nock from 'nock';
import { API, renderProfilePage, setUpProfileTests, signIn, TENANT_ID } from '../test-utils';

const VISITOR = {
  id: 'contact-1',
  tenant_id: TENANT_ID,
  owner: { end_user_id: 'end-user-1', name: 'Jane Doe', email: 'jane@globex.example' },
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  company: 'Analytical Engines',
  note: null,
  consent: true,
  created_at: '2025-03-01T09:00:00.000Z',
};

setUpProfileTests();

describe('self-serve profile: your contacts', () => {
  it('shows the signed-in end user their own contacts below their profile', async () => {
    signIn();
    nock(API)
      .get('/api/self-serve/user-info')
      .query({ tenant_id: TENANT_ID })
      .reply(200, makeSelfServeInfo({ tenant_id: TENANT_ID }));
    nock(API)
      .get('/api/self-serve/contacts')
      .reply(200, { success: true, contacts: [VISITOR] });
    renderProfilePage();

    const section = await screen.findByRole('region', { name: 'Your contacts' });
    const ada = await within(section).findByRole('listitem', { name: 'Ada Lovelace' });
    expect(ada).toHaveTextContent('Analytical Engines');
  });

  it('asks for no contacts while nobody is signed in', () => {
    useSessionStore.setState({ status: 'anonymous', user: null, ended: null });
    const contacts = nock(API).get('/api/self-serve/contacts').reply(200, {
      success: true,
      contacts: [],
    });
    renderProfilePage();

    expect(screen.queryByRole('region', { name: 'Your contacts' })).not.toBeInTheDocument();
    expect(contacts.isDone()).toBe(false);
    nock.cleanAll();
  });
});
