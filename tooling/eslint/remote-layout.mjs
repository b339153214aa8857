import { readdirSync } from 'node:fs';
import { featureBoundaries } from './feature-boundaries.mjs';

/** The feature folders of an app as they are when lint starts, so a new feature is fenced too. */
const featuresOf = (app) =>
  readdirSync(new URL(`../../apps/${app}/src/features/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The one layout of a remote (`pages/`, `widgets/`, `features/<name>/`) as import rules: features
 * meet only in pages and widgets. A feature imports neither pages nor widgets nor another
 * feature; a widget imports no page.
 *
 * @param {string} app the folder under apps/
 * @param {{ crossings?: Record<string, string[]> }} [options] feature-to-feature imports that are
 *   still allowed (feature name to the features it may import): known debt, listed so that no new
 *   one slips in unnoticed
 */
export function remoteLayout(app, { crossings = {} } = {}) {
  const src = `./apps/${app}/src`;
  const zones = [
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
      except: [feature, ...(crossings[feature] ?? [])].map((name) => `./${name}`),
      message:
        'A feature never imports another feature: compose them in a widget or page, or move what both need into a package.',
    })),
  ];
  return featureBoundaries([`apps/${app}/src/**/*.{ts,tsx}`], zones);
}
