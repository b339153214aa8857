import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  endpoints,
  errorCodes,
  type AuditEntry,
  type ErrorDetail,
  type StaffSettings,
} from '@shop/api-client/contract';
import { storeKeys, type StoreKey } from '@shop/i18n';
import { appendAudit, auditEntriesFor } from '../audit/append';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { assertStaffStore, staffOf, storesOf } from '../lib/staff-access';
import {
  changedFields,
  readSettings,
  writeMaintenance,
  writeStoreSettings,
  type SettingsSnapshot,
} from './repository';

/** The audit entries' entity: `settings`, id `shop` for the whole shop's, else the store. */
const entityType = 'settings';
const shopEntity = 'shop';

/**
 * GET and PUT /staff/settings (issue 26, item 5): a member reads the stores their settings
 * permission holds for; maintenance, being the whole shop's, is changed only by a member holding
 * the permission for every store. A change is one transaction with its audit entries.
 */
const settingsRoutes: FastifyPluginAsync = async (fastify) => {
  guardScope(fastify, 'staff', fastify.staffAuth.guard);
  const { db } = fastify;

  /** The member's view of `snapshot`, with the audit entries of what they read. */
  async function viewFor(
    request: FastifyRequest,
    snapshot: SettingsSnapshot,
  ): Promise<StaffSettings> {
    const allowed = storesOf(staffOf(request), 'settings');
    const stores = storeKeys.filter((store) => allowed === null || allowed.includes(store));
    const lists = await repositoryCall(() =>
      Promise.all(
        [shopEntity, ...stores].map((entityId) => auditEntriesFor(db, { entityType, entityId })),
      ),
    );
    const audit: AuditEntry[] = lists
      .flat()
      .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
    return {
      inMaintenance: snapshot.inMaintenance,
      shopEditable: allowed === null,
      stores: stores.map((store) => snapshot.stores[store]),
      audit,
    };
  }

  endpointRoute(fastify, endpoints.staffSettings.read, async (_input, request) =>
    viewFor(request, await repositoryCall(() => readSettings(db))),
  );

  endpointRoute(fastify, endpoints.staffSettings.update, async ({ body }, request) => {
    const member = staffOf(request);
    // Every refusal before anything is written.
    if (body.inMaintenance !== undefined && storesOf(member, 'settings') !== null)
      throw businessError(errorCodes.staffStoreNotAllowed, 403);
    const patches = Object.entries(body.stores ?? {}) as [
      StoreKey,
      NonNullable<NonNullable<typeof body.stores>[StoreKey]>,
    ][];
    for (const [store] of patches) assertStaffStore(request, 'settings', store);

    const snapshot = await repositoryCall(() =>
      db.transaction(async (tx) => {
        const current = await readSettings(tx, true);
        const problems: ErrorDetail[] = [];
        for (const [store, patch] of patches) {
          const reminder = patch.unpaidReminderDays ?? current.stores[store].unpaidReminderDays;
          const cancel = patch.unpaidCancelDays ?? current.stores[store].unpaidCancelDays;
          if (cancel <= reminder)
            problems.push({
              path: `body.stores.${store}.unpaidCancelDays`,
              message: 'validation.settingsCancelAfterReminder',
            });
        }
        if (problems.length > 0)
          throw businessError(errorCodes.settingsCancelBeforeReminder, 400, { details: problems });

        if (body.inMaintenance !== undefined && body.inMaintenance !== current.inMaintenance) {
          await writeMaintenance(tx, body.inMaintenance);
          await appendAudit(tx, {
            staffId: member.id,
            action: 'settings.changed',
            entityType,
            entityId: shopEntity,
            store: null,
            before: { inMaintenance: current.inMaintenance },
            after: { inMaintenance: body.inMaintenance },
          });
        }
        for (const [store, patch] of patches) {
          const { before, after } = changedFields(current.stores[store], patch);
          if (Object.keys(after).length === 0) continue;
          await writeStoreSettings(tx, store, patch);
          await appendAudit(tx, {
            staffId: member.id,
            action: 'settings.changed',
            entityType,
            entityId: store,
            store,
            before,
            after,
          });
        }
        return readSettings(tx);
      }),
    );
    // This instance at once; the others at their next reading (within seconds).
    await fastify.settings.refresh();
    return viewFor(request, snapshot);
  });
};

export default settingsRoutes;
