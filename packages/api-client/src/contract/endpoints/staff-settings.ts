import { errorCodes } from '../../schemas/error';
import { NoQuerySchema } from '../../schemas/no-query';
import {
  StaffDeliveryListSchema,
  StaffDeliveryQuerySchema,
  StaffOutboxIdParamsSchema,
  StaffOutboxListSchema,
  StaffOutboxMessageSchema,
  StaffOutboxQuerySchema,
} from '../../staff/schemas/staff-outbox';
import { StaffSettingsPatchSchema, StaffSettingsSchema } from '../../staff/schemas/staff-settings';
import { endpoint } from '../endpoint';

const tag = 'Staff settings';

/**
 * The shop's run-time settings and the outbox for staff (issue 26, items 5 and 6), for members
 * with the settings permission.
 */
export const staffSettingEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/staff/settings',
    summary: "Read the shop's settings: maintenance and, per store the member holds, its settings",
    description:
      'A member whose settings permission holds for some stores reads those stores (and whether ' +
      'the shop is in maintenance), with the audit entries of what they read.',
    tag,
    access: 'staff',
    permission: 'settings',
    query: NoQuerySchema,
    answer: { status: 200, schema: StaffSettingsSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staff/settings',
    summary: 'Change some settings; what is left out stays as it is',
    description:
      "`inMaintenance` needs the settings permission for every store, a store's settings the " +
      'permission for that store (403 staff_store_not_allowed otherwise, and nothing changes). ' +
      'Takes effect without a restart: the edge follows maintenance within 5 seconds. Every ' +
      'change is audited with the values before and after; the answer is the settings as read.',
    tag,
    access: 'staff',
    permission: 'settings',
    body: StaffSettingsPatchSchema,
    answer: { status: 200, schema: StaffSettingsSchema },
    errors: {
      400: [errorCodes.settingsCancelBeforeReminder],
      403: [errorCodes.staffStoreNotAllowed],
    },
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/staff/outbox',
    summary: 'List the mails and SMS in the outbox, newest first, by part of the address',
    description:
      'Only while the outbox is the transport (404 outbox_not_in_use otherwise). The outbox holds ' +
      "every store's mail: the settings permission for every store is needed. 50 per page.",
    tag,
    access: 'staff',
    permission: 'settings',
    query: StaffOutboxQuerySchema,
    answer: { status: 200, schema: StaffOutboxListSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed], 404: [errorCodes.outboxNotInUse] },
  }),
  outboxMessage: endpoint({
    method: 'GET',
    path: '/staff/outbox/{id}',
    summary: 'Read one mail or SMS of the outbox: text, HTML and the attachments it carried',
    tag,
    access: 'staff',
    permission: 'settings',
    params: StaffOutboxIdParamsSchema,
    answer: { status: 200, schema: StaffOutboxMessageSchema },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.outboxNotInUse, errorCodes.outboxMessageNotFound],
    },
  }),
  outboxMessageHtml: endpoint({
    method: 'GET',
    path: '/staff/outbox/{id}/html',
    summary: 'Show one mail of the outbox as its recipient sees it (HTML), for a frame',
    description:
      'A document of its own, so that the back-office frames it with the mail’s inline styles, ' +
      'which the back-office page’s policy refuses: its policy allows those and nothing else (no ' +
      'script, no request, a sandbox). 404 outbox_message_not_found for an SMS or a mail without HTML.',
    tag,
    access: 'staff',
    permission: 'settings',
    params: StaffOutboxIdParamsSchema,
    answer: { status: 200, schema: null, contentType: 'text/html' },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.outboxNotInUse, errorCodes.outboxMessageNotFound],
    },
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/staff/deliveries',
    summary: 'List the mails and SMS not delivered yet or dead, newest first',
    description:
      'The delivery queue whatever the transport: messages waiting for their next attempt, with ' +
      'a worker now, or dead after the last attempt, each with its attempts and last error. ' +
      "Every store's messages: the settings permission for every store is needed. 50 per page.",
    tag,
    access: 'staff',
    permission: 'settings',
    query: StaffDeliveryQuerySchema,
    answer: { status: 200, schema: StaffDeliveryListSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed] },
  }),
  retryDelivery: endpoint({
    method: 'POST',
    path: '/staff/deliveries/{id}/retry',
    summary: 'Send a dead or waiting message again now, with a fresh count of attempts',
    description:
      'Audited (delivery.retry) with the state, attempts and last error before. 404 ' +
      'delivery_not_found for a message delivered, with a worker right now, or unknown.',
    tag,
    access: 'staff',
    permission: 'settings',
    params: StaffOutboxIdParamsSchema,
    answer: { status: 204, schema: null },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.deliveryNotFound],
    },
  }),
};
