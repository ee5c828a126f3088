import { expect, type Request, test } from '@playwright/test';
import { CLIENT_ADMIN } from '../support/accounts';
import { latestMailedLink, mailedLinks } from '../support/outbox';

test("a magic link's token reaches no Referer, and the session it opens can still post", async ({
  page,
  request,
}) => {
  const earlier = await mailedLinks(request, CLIENT_ADMIN.email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(CLIENT_ADMIN.email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Magic link sent! Check your email to continue.')).toBeVisible();
  const link = await latestMailedLink(request, CLIENT_ADMIN.email, '/auth/callback', {
    except: earlier,
  });
  const token = new URL(link).searchParams.get('token') ?? '';
  expect(token).not.toBe('');

  const sent: Request[] = [];
  page.on('request', (sentRequest) => sent.push(sentRequest));
  const callback = page.waitForRequest('**/api/auth/callback');
  const landing = await page.goto(link);
  expect(landing?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(page.url()).not.toContain(token);

  // The exchange carries the app's own origin, not `Origin: null`, which the API refuses.
  expect(await (await callback).headerValue('origin')).toBe('http://localhost:8080');
  const referers = await Promise.all(sent.map((each) => each.headerValue('referer')));
  expect(sent.length).toBeGreaterThan(1);
  expect(referers.filter((referer) => referer?.includes(token))).toEqual([]);

  // Later posts of the same page are accepted too.
  const logout = page.waitForResponse('**/api/auth/logout');
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL('/login');
});
