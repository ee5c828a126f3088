import { expect, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { signInWithPassword } from '../support/sign-in';

test("the tenants remote's manifest is fetched from its own port at run time", async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
  });
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/tenants');
  await expect(page.getByRole('heading', { name: 'Tenants' })).toBeVisible();
  // At the port's root, or under the deployed version's path (scripts/deploy).
  expect(manifests).toContainEqual(
    expect.stringMatching(/^http:\/\/localhost:8081\/([^/]+\/)?mf-manifest\.json$/),
  );
});

test('only one copy of React renders the shell and its remotes', async ({ page }) => {
  // Every copy of react-dom registers itself with the devtools hook once.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject: (renderer: unknown) => {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        checkDCE: () => {},
      },
    });
  });
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/tenants');
  await expect(page.getByRole('heading', { name: 'Tenants' })).toBeVisible();
  const copies = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(copies).toBe(1);
});

test('with the tenants remote down its page offers Retry while the shell keeps working', async ({
  page,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  // The tenants remote's server stops answering.
  await page.route('http://localhost:8081/**', (route) => route.abort('connectionrefused'));
  await page.goto('/tenants');
  await expect(page.getByText(/could not be loaded/)).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // Header, menu and other pages still work.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Still down on the way back; once it is up again, Retry loads the page.
  await page.getByRole('navigation').getByRole('link', { name: 'Tenants' }).click();
  await expect(retry).toBeVisible();
  await page.unroute('http://localhost:8081/**');
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Tenants' })).toBeVisible();
});
