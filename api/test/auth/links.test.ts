import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { magicLink, resetLink } from '../../src/auth/links';
import { loadConfig } from '../../src/config';

const ADMIN = { type: 'admin', tenantId: null } as const;
const END_USER = { type: 'end_user', tenantId: 't1' } as const;

describe('resetLink', () => {
  const config = loadConfig({});

  test('keeps an allowlisted redirect URL and its query, replacing any token', () => {
    const link = resetLink(
      config,
      'http://localhost:8085/forgot-password?x=1&token=old',
      'new',
      ADMIN,
    );
    assert.equal(link, 'http://localhost:8085/forgot-password?x=1&token=new');
  });

  test('falls back to the app page for foreign, relative or invalid redirect URLs', () => {
    for (const redirect of ['https://evil.example/x', '/forgot-password', 'javascript:alert(1)']) {
      assert.equal(
        resetLink(config, redirect, 'tok', ADMIN),
        'http://localhost:8080/forgot-password?token=tok',
      );
    }
  });

  test("an end user's link names their tenant and the self-serve token type, whatever the redirect said", () => {
    for (const redirect of [
      undefined,
      'http://localhost:8080/forgot-password',
      'http://localhost:8085/forgot-password?tenant_id=other&slug=x',
    ]) {
      const link = new URL(resetLink(config, redirect, 'tok', END_USER));
      assert.equal(link.searchParams.get('slug'), 'usermanagedtenant');
      assert.equal(link.searchParams.get('token_type'), 'multi_tenant_passwords');
      assert.equal(link.searchParams.get('tenant_id'), 't1');
      assert.equal(link.searchParams.get('token'), 'tok');
    }
  });

  test("an admin's link never carries the self-serve markers", () => {
    const redirect =
      'http://localhost:8080/forgot-password?slug=usermanagedtenant&token_type=multi_tenant_passwords';
    assert.equal(
      resetLink(config, redirect, 'tok', ADMIN),
      'http://localhost:8080/forgot-password?token=tok',
    );
  });
});

describe('magicLink', () => {
  const config = loadConfig({});

  test("an end user's link names self mode and their tenant; an admin's only the token", () => {
    assert.equal(
      magicLink(config, 'tok', END_USER),
      'http://localhost:8080/auth/callback?token=tok&mode=self&tenant_id=t1',
    );
    assert.equal(magicLink(config, 'tok', ADMIN), 'http://localhost:8080/auth/callback?token=tok');
  });
});
