/** How long hydration waits at most for the main picture: a slow image must not hold it back. */
export const MAIN_PICTURE_WAIT_MS = 2500;

const loaded = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });

/**
 * Resolves once the whole document is parsed. The entry script loads `async` (see index.html), so
 * it may run while the body is still arriving.
 */
export function documentParsed(document: Document): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

/**
 * Resolves once the server-rendered page has been parsed and painted with its main pictures (the
 * images marked `fetchpriority="high"`), or after `MAIN_PICTURE_WAIT_MS`. A page rendered in the
 * browser (an empty root) has nothing to paint first and resolves once parsed.
 */
export async function afterMainPicture(
  document: Document,
  waitMs = MAIN_PICTURE_WAIT_MS,
): Promise<void> {
  await documentParsed(document);
  const root = document.getElementById('root');
  if (!root?.hasChildNodes()) return;
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  await Promise.race([Promise.all(pictures.map(loaded)), timeout]);
  // requestAnimationFrame runs before the browser paints the next frame, the task after it once
  // that frame is painted.
  await new Promise<void>((resolve) => {
    const view = document.defaultView ?? window;
    view.requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * The id of the `<template>` in which the edge puts a rendered page's script preloads: they wait
 * until the page has painted (see the edge's `createPagePreloads`).
 */
export const DEFERRED_PRELOADS_ID = 'shop-preloads';

/**
 * How many preloads one task adds: each starts a request, and 30 of them at once are a long task
 * on a slow phone.
 */
export const PRELOADS_PER_TASK = 8;

/**
 * The steps that add the page's waiting script preloads to the head, a few per step (see
 * `runInTasks`), in the edge's order. Taken once: the template is gone afterwards.
 */
export function deferredPreloadSteps(
  document: Document,
  perStep = PRELOADS_PER_TASK,
): Array<() => void> {
  const template = document.getElementById(DEFERRED_PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return [];
  template.remove();
  const preloads = [...template.content.childNodes];
  const steps: Array<() => void> = [];
  for (let start = 0; start < preloads.length; start += perStep) {
    const batch = preloads.slice(start, start + perStep);
    steps.push(() => document.head.append(...batch));
  }
  return steps;
}
