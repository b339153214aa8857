import type { Page } from '@playwright/test';

/** React's words (and minified error numbers) for a first browser render that differs from the server's. */
const hydrationMessage =
  /hydrat|did not match|server rendered|Minified React error #4(18|19|2[0-5])/i;

/**
 * Everything a page complains about while loading: console errors, React's hydration warnings
 * (of any level) and uncaught exceptions. A page the edge rendered must hydrate without any.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || hydrationMessage.test(text))
      problems.push(`${message.type()}: ${text} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
