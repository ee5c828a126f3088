import { APP_REFERRER_POLICY } from '@bizcard/shared/auth';
import { useSessionStore } from '@bizcard/shared/stores';
import { screen } from '@testing-library/react';
import nock from 'nock';
import { API, resetShellState } from '../../../app/testing/api-mocks';
import { superAdmin } from '../../../app/testing/fixtures';
import { renderRoute } from '../../../app/testing/render-route';
import { AuthCallbackPage } from './auth-callback-page';

const referrerMeta = () => document.head.querySelector('meta[name="referrer"]');

beforeEach(() => {
  resetShellState();
  referrerMeta()?.remove();
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  window.history.replaceState(null, '', '/');
});

describe('AuthCallbackPage and the single-use token in its address', () => {
  it('drops the token from the address bar and sets the app’s referrer policy before it sends the token', async () => {
    window.history.replaceState(null, '', '/auth/callback?token=tok-hidden&mode=self');
    let whenSent: { search: string; policy: string | null } | null = null;
    nock(API)
      .post('/api/auth/callback', { token: 'tok-hidden' })
      .reply(() => {
        whenSent = {
          search: window.location.search,
          policy: referrerMeta()?.getAttribute('content') ?? null,
        };
        return [200, { message: 'ok', mode: 'admin', tenant_id: null, user: superAdmin }];
      });
    renderRoute('/auth/callback?token=tok-hidden', <AuthCallbackPage />, {
      path: '/auth/callback',
      strict: true,
    });
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(whenSent).toEqual({ search: '?mode=self', policy: APP_REFERRER_POLICY });
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated' });
    expect(document.head.querySelectorAll('meta[name="referrer"]')).toHaveLength(1);
  });
});
