import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** `HYDRATED_ATTRIBUTE` of the shell (apps/shell/src/app/MarkHydrated.tsx). */
const HYDRATED = 'data-hydrated';

/**
 * Resolves once a page the edge rendered has hydrated: before, a click on a link is the
 * browser's own and loads the whole page, and a key press reaches no handler. A document without
 * the shell's root (an error answer, the maintenance page) or without scripts resolves at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) =>
      document.documentElement.hasAttribute(attribute) ||
      !document.getElementById('root')?.hasChildNodes(),
    HYDRATED,
  );
}

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once the page has hydrated, as
 * a customer's first click would only count then. Suites that run without JavaScript use
 * `@playwright/test` itself.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await provide(page);
  },
});
