import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resetLink } from '../../src/auth/links';
import { loadConfig } from '../../src/config';

describe('resetLink', () => {
  const config = loadConfig({});

  test('keeps an allowlisted redirect URL and its query, replacing any token', () => {
    const link = resetLink(config, 'http://localhost:8085/forgot-password?slug=x&token=old', 'new');
    assert.equal(link, 'http://localhost:8085/forgot-password?slug=x&token=new');
  });

  test('falls back to the app page for foreign, relative or invalid redirect URLs', () => {
    for (const redirect of ['https://evil.example/x', '/forgot-password', 'javascript:alert(1)']) {
      assert.equal(
        resetLink(config, redirect, 'tok', { tenant_id: 't1' }),
        'http://localhost:8080/forgot-password?tenant_id=t1&token=tok',
      );
    }
  });
});
