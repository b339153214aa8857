import { afterMainPicture, startDeferredPreloads } from './app/first-paint';

// The async boundary lets the federation runtime negotiate shared singletons before React loads.
// A page the edge rendered paints, main picture included, before its scripts load and take the
// main thread for hydration: on a slow phone the customer reads the page meanwhile.
void afterMainPicture(document).then(() => {
  startDeferredPreloads(document);
  return import('./bootstrap');
});
