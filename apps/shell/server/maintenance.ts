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

export interface MaintenanceSwitchOptions {
  /** IN_MAINTENANCE: on whatever the setting says (an operator's override without the API). */
  forced: boolean;
  /** How often the public settings are asked (MAINTENANCE_POLL_MS); 0: never, only `forced`. */
  intervalMs: number;
  /** The API's public `inMaintenance` (GET /application/settings). */
  fetchInMaintenance: (signal: AbortSignal) => Promise<boolean>;
  /** How long one question may take. */
  timeoutMs: number;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
}

/** Whether shop pages are in maintenance, as the edge last learnt it. */
export interface MaintenanceSwitch {
  inMaintenance(): boolean;
  /** Asks the API once (the timer does so every `intervalMs`). */
  refresh(): Promise<void>;
  /** Starts the timer; `stop` ends it. */
  start(): void;
  stop(): void;
}

/**
 * The maintenance switch of the edge (issue 26): staff switch the public setting `inMaintenance`
 * in the back-office and every edge follows it, asking the API every `intervalMs` (2 s by default,
 * so within 5 s). While the API cannot be asked the last answer holds: an API restart neither
 * opens a shop in maintenance nor closes a running one. IN_MAINTENANCE forces it on.
 */
export function createMaintenanceSwitch(options: MaintenanceSwitchOptions): MaintenanceSwitch {
  let known = false;
  let failing = false;
  let pending: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const ask = async () => {
    try {
      const value = await options.fetchInMaintenance(AbortSignal.timeout(options.timeoutMs));
      if (value !== known) options.log.info({ inMaintenance: value }, 'maintenance switched');
      known = value;
      failing = false;
    } catch (error) {
      // Once per outage, not every few seconds.
      if (!failing)
        options.log.warn(
          { err: error, inMaintenance: known },
          'the maintenance setting could not be read; the last value holds',
        );
      failing = true;
    }
  };

  const refresh = () => {
    pending ??= ask().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    inMaintenance: () => options.forced || known,
    refresh: () => (options.forced || options.intervalMs === 0 ? Promise.resolve() : refresh()),
    start() {
      if (options.forced || options.intervalMs === 0 || timer) return;
      timer = setInterval(() => void refresh(), options.intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
