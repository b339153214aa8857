import { afterMainPicture, deferredPreloadSteps } from './app/first-paint';
import { runInTasks, warmIntl } from './app/start-in-tasks';

// The async boundary lets the federation runtime negotiate shared singletons before React loads.
// A page the edge rendered paints, main picture included, before its scripts load and take the
// main thread for hydration: on a slow phone the customer reads the page meanwhile. Then the
// preloads start, Intl is warmed and the largest libraries are evaluated, each step in a task of
// its own, so that no single task holds the main thread for all of them.
void afterMainPicture(document).then(async () => {
  await runInTasks([
    ...deferredPreloadSteps(document),
    ...warmIntl(document.documentElement.lang || 'de'),
    () => import('react-dom/client'),
    () => import('@shop/router'),
    () => import('react-intl'),
    () => import('@tanstack/react-query'),
    () => import('@shop/api-client'),
    () => import('@shop/ui'),
  ]).catch(() => {
    // Only an early start: the bootstrap loads the same modules and reports what fails.
  });
  return import('./bootstrap');
});
