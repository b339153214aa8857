/** Resolves in a new task, so that the browser can paint and handle input in between. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs each step in a task of its own, in order, the first one in a new task too. Done in one
 * task, the work that starts the page (evaluating React, the router, the texts' formatters)
 * blocks a slow phone's main thread for several hundred milliseconds; in steps, a tap in between
 * is handled at once.
 */
export async function runInTasks(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

/**
 * The first use of Intl in a page builds the engine's tables of available locales and loads the
 * locale's data (over 10 ms on a fast machine). react-intl's provider does that on its first
 * render, inside hydration; done here, it is a short task of its own.
 */
export function warmIntl(locale: string): Array<() => void> {
  return [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1),
    () => new Intl.PluralRules(locale).select(1),
  ];
}
