import { readdirSync } from 'node:fs';
import { featureBoundaries } from './feature-boundaries.mjs';

/** The feature folders of an app as they are when lint starts, so a new feature is fenced too. */
const featuresOf = (app) =>
  readdirSync(new URL(`../../apps/${app}/src/features/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The one layout of a remote (`pages/`, `widgets/`, `features/<name>/`, `shared/<name>/`) as
 * import rules, each layer importing only the ones below it: features meet only in pages and
 * widgets. `shared/` holds what several features use (shared state, form parts, price cells)
 * and imports no feature, widget or page; a feature imports neither pages nor widgets nor
 * another feature; a widget imports no page.
 *
 * @param {string} app the folder under apps/
 */
export function remoteLayout(app) {
  const src = `./apps/${app}/src`;
  const zones = [
    {
      target: `${src}/shared`,
      from: [`${src}/pages`, `${src}/widgets`, `${src}/features`],
      message:
        'Shared code never imports features, widgets or pages: it sits below them all, so that every feature may use it.',
    },
    {
      target: `${src}/features`,
      from: [`${src}/pages`, `${src}/widgets`],
      message: 'Features never import pages or widgets: compose them in a widget or page.',
    },
    {
      target: `${src}/widgets`,
      from: `${src}/pages`,
      message: 'Widgets never import pages.',
    },
    ...featuresOf(app).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: compose them in a widget or page, or move what both need into shared/.',
    })),
  ];
  return featureBoundaries([`apps/${app}/src/**/*.{ts,tsx}`], zones);
}
