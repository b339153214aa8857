import { buildPath, getRoute, languageOfPath } from '@shop/i18n';

const maintenanceRoute = getRoute('maintenance');
const homeRoute = getRoute('home');

export function isMaintenancePage(pathname: string): boolean {
  return pathname === maintenanceRoute.paths.de || pathname === maintenanceRoute.paths.en;
}

/**
 * Where a page path goes given the maintenance switch (spec 4), or null to stay. During
 * maintenance every page leads to the maintenance page in its own language; outside it the
 * maintenance page leads home. Only called for page paths: assets, /remotes.json and /api
 * keep working so the maintenance page itself can load.
 */
export function maintenanceRedirect(pathname: string, inMaintenance: boolean): string | null {
  const onMaintenancePage = isMaintenancePage(pathname);
  const language = languageOfPath(pathname);
  if (inMaintenance) return onMaintenancePage ? null : buildPath(maintenanceRoute, language);
  return onMaintenancePage ? buildPath(homeRoute, language) : null;
}
