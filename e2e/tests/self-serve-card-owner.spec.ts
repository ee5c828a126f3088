import { type Browser, expect, type Page, test } from '@playwright/test';
import { END_USER } from '../support/accounts';
import { SELF_SERVE_ORIGIN } from '../support/origins';
import { submitSelfServeSignIn } from '../support/sign-in';

// Headless browsers are not counted (decision 020). An ordinary Chrome, new at every run: one
// visitor counts once a card and day, so a visitor of an earlier run today would add nothing.
const visitorBrowser = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${Date.now() % 10_000}.0 Safari/537.36`;

interface Figures {
  views: number;
  saves: number;
  scans: number;
  taps: number;
  contacts: number;
}

/**
 * A phone camera's JPEG of about 5 MB, drawn at test time: 3000 × 2250 pixels of noise at
 * quality 0.85 (noise keeps every byte through the encoder, as a photo's detail does).
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2250;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const image = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < image.data.length; i += 4) {
      image.data[i] = Math.random() * 256;
      image.data[i + 1] = Math.random() * 256;
      image.data[i + 2] = Math.random() * 256;
      image.data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
    if (!blob) throw new Error('no JPEG');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** Someone opens the card from its NFC chip and saves the contact. */
async function tapAndSave(browser: Browser, cardUrl: string) {
  const visitor = await browser.newContext({ userAgent: visitorBrowser() });
  const page = await visitor.newPage();
  await page.goto(`${cardUrl}?src=nfc`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to Contacts' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.vcf$/);
  await visitor.close();
}

/** The figures as the page lists them: label → number. */
async function shownFigures(page: Page): Promise<Figures> {
  const region = page.getByRole('region', { name: 'Your card in the last 30 days' });
  const value = async (label: string) =>
    Number(
      (
        await region
          .getByRole('term')
          .filter({ hasText: label })
          .locator('xpath=following-sibling::dd[1]')
          .textContent()
      )?.replace(/\D/g, ''),
    );
  return {
    views: await value('Views'),
    saves: await value('Saves'),
    scans: await value('Scans'),
    taps: await value('Taps'),
    contacts: await value('Contacts'),
  };
}

test('an end user sees their card figures grow after a visit, and puts a 5 MB phone photo on their card and takes it off', async ({
  page,
  browser,
}) => {
  // Two browsers, counts written every 2 s, and a 5 MB photo re-encoded: over the default 30 s.
  test.setTimeout(90_000);
  const signIn = await page.request.post(`${SELF_SERVE_ORIGIN}/api/auth/self-serve-login`, {
    data: END_USER,
  });
  const { tenant_id: tenantId } = (await signIn.json()) as { tenant_id: string };
  await page.request.post(`${SELF_SERVE_ORIGIN}/api/auth/logout`);
  await page.goto(`${SELF_SERVE_ORIGIN}/self-serve-login?tenant_id=${tenantId}`);
  await submitSelfServeSignIn(page, END_USER);
  await expect(page).toHaveURL(`${SELF_SERVE_ORIGIN}/self-serve?tenant_id=${tenantId}`);

  const figures = page.getByRole('region', { name: 'Your card in the last 30 days' });
  await expect(figures.getByRole('term').filter({ hasText: 'Taps' })).toBeVisible();
  const before = await shownFigures(page);
  const card = await page.request.get(`${SELF_SERVE_ORIGIN}/api/self-serve/card`);
  const { card_url: cardUrl } = (await card.json()) as { card_url: string };

  await tapAndSave(browser, cardUrl);
  // Counts are written every two seconds: reload until the visit is in.
  await expect(async () => {
    await page.reload();
    await expect(figures.getByRole('term').filter({ hasText: 'Taps' })).toBeVisible();
    expect(await shownFigures(page)).toEqual({
      ...before,
      views: before.views + 1,
      saves: before.saves + 1,
      taps: before.taps + 1,
    });
  }).toPass({ timeout: 20_000 });

  const photo = page.getByRole('region', { name: 'Your photo' });
  const jpeg = await phonePhoto(page);
  expect(jpeg.length).toBeGreaterThan(4_000_000);
  expect(jpeg.length).toBeLessThan(5 * 1024 * 1024);
  await photo
    .getByLabel('Upload photo')
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(photo.getByText('Your photo was saved')).toBeVisible({ timeout: 20_000 });
  const shown = photo.getByRole('img', { name: 'Your photo' });
  const src = new URL((await shown.getAttribute('src')) ?? '').pathname;
  expect(src).toMatch(/^\/c\/assets\/[0-9a-f]{64}\.jpg$/);

  // The card page shows it at once: its cached page was dropped with the change.
  const cardPage = await (await browser.newContext()).newPage();
  await cardPage.goto(cardUrl);
  await expect(cardPage.locator(`img[src="${src}"]`)).toBeVisible();

  await photo.getByRole('button', { name: 'Remove photo' }).click();
  await expect(photo.getByText('Your photo was removed')).toBeVisible();
  await expect(shown).toHaveCount(0);
  await cardPage.reload();
  await expect(cardPage.locator(`img[src="${src}"]`)).toHaveCount(0);
});
