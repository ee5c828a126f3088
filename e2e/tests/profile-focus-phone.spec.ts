import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { END_USER } from '../support/accounts';
import { submitSelfServeSignIn } from '../support/sign-in';

// A phone held upright. The profile keeps a header stuck to the top and its Reset / Save bar
// fixed to the bottom; a control reached with Tab must never stop behind either.
test.use({ viewport: { width: 390, height: 844 } });

interface Placement {
  name: string;
  top: number;
  bottom: number;
  /** Where the visible page between the header and the bar starts and ends. */
  above: number;
  below: number;
  inBar: boolean;
  inHeader: boolean;
}

/** The focused control's box and the part of the window the two bars leave free. */
function placementOfFocus(page: Page): Promise<Placement | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const buttons = Array.from(document.querySelectorAll('button'));
    const bar = buttons.find((button) => button.textContent === 'Save Changes')?.parentElement;
    const header = buttons.find((button) => button.textContent === 'Logout')?.closest('header');
    if (!bar || !header) throw new Error('the profile has no Reset / Save bar or no header');
    const box = focused.getBoundingClientRect();
    const label =
      focused.getAttribute('aria-label') ??
      (focused as HTMLInputElement).labels?.[0]?.textContent ??
      focused.textContent ??
      focused.tagName;
    const group = focused.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
    return {
      name: `${group} › ${label}`.trim(),
      top: box.top,
      bottom: box.bottom,
      above: header.getBoundingClientRect().bottom,
      below: bar.getBoundingClientRect().top,
      inBar: bar.contains(focused),
      inHeader: header.contains(focused),
    };
  });
}

/** Fully inside the window, and clear of the bars unless it belongs to one of them. */
function hidden(place: Placement, height: number): string | null {
  const top = place.inHeader ? 0 : place.above;
  const bottom = place.inBar ? height : place.below;
  if (place.top >= top - 0.5 && place.bottom <= bottom + 0.5) return null;
  return `${place.name}: ${Math.round(place.top)}–${Math.round(place.bottom)} px, visible ${Math.round(top)}–${Math.round(bottom)} px`;
}

test('on a 390 px phone, every control of the profile reached with Tab shows above the Reset / Save bar', async ({
  page,
}) => {
  await page.goto('/self-serve-login');
  await submitSelfServeSignIn(page, END_USER);
  await expect(page.getByRole('heading', { name: 'Update Your Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Work phone', exact: true })).toBeVisible();
  const height = page.viewportSize()!.height;

  const seen: string[] = [];
  const problems: string[] = [];
  for (let press = 0; press < 150; press += 1) {
    await page.keyboard.press('Tab');
    const place = await placementOfFocus(page);
    if (!place) continue;
    seen.push(place.name);
    const problem = hidden(place, height);
    if (problem) problems.push(problem);
    if (place.inBar && place.name.endsWith('Save Changes')) break;
  }

  // The walk went through the whole form, its addresses included, to the bar's Save.
  expect(seen).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/Company$/),
      expect.stringMatching(/Facebook$/),
      expect.stringMatching(/^Address 1 › Type$/),
      expect.stringMatching(/^Address 1 › State$/),
      expect.stringMatching(/Remove address 1$/),
      expect.stringMatching(/Save Changes$/),
    ]),
  );
  expect(problems).toEqual([]);
  await expectAccessible(page, 'body');
});
