import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with axe's findings when the part of the page under `selector` breaks a WCAG 2 A or AA rule. */
export async function expectAccessible(page: Page, selector = 'main') {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  const findings = violations.map(({ id, help, nodes }) => ({
    rule: id,
    help,
    where: nodes.map((node) => node.target.join(' ')),
  }));
  expect(findings).toEqual([]);
}
