import type { accountEn } from './messages/account';
import type { backofficeEn } from './messages/backoffice';
import type { backofficeOrdersEn } from './messages/backoffice-orders';
import type { backofficeStaffEn } from './messages/backoffice-staff';
import type { backofficeCustomersEn } from './messages/backoffice-customers';
import type { backofficeContentEn } from './messages/backoffice-content';
import type { backofficeCatalogueEn } from './messages/backoffice-catalogue';
import type { backofficeSettingsEn } from './messages/backoffice-settings';
import type { backofficeJobsEn } from './messages/backoffice-jobs';
import type { catalogEn } from './messages/catalog';
import type { checkoutEn } from './messages/checkout';
import type { commonEn } from './messages/common';
import type { contentEn } from './messages/content';
import type { contentBlocksEn } from './messages/content-blocks';
import type { errorsEn } from './messages/errors';
import type { staffErrorsEn } from './messages/staff-errors';
import type { addressFormsEn, formsEn } from './messages/forms';
import type { ordersEn } from './messages/orders';
import type { pricesEn } from './messages/prices';
import type { RouteId } from './routes';

/*
 * Message ids are checked by the compiler. The English tables keep their literal keys, the German
 * ones are typed `TranslationOf` the English (a missing or extra key fails typecheck), and
 * react-intl types the `id` of `formatMessage` and `<FormattedMessage>` with `MessageId`, so a
 * misspelt id fails typecheck instead of showing its raw key. The imports are type-only: no
 * bundle gains a message table through this module.
 */

export type { TranslationOf } from './messages/table-types';

/** Every message id of the shop: the keys of the English tables. A new table joins here. */
export type MessageId =
  | keyof typeof commonEn
  | keyof typeof errorsEn
  | keyof typeof staffErrorsEn
  | keyof typeof checkoutEn
  | keyof typeof accountEn
  | keyof typeof contentEn
  | keyof typeof contentBlocksEn
  | keyof typeof catalogEn
  | keyof typeof pricesEn
  | keyof typeof ordersEn
  | keyof typeof backofficeEn
  | keyof typeof backofficeOrdersEn
  | keyof typeof backofficeStaffEn
  | keyof typeof backofficeCustomersEn
  | keyof typeof backofficeContentEn
  | keyof typeof backofficeCatalogueEn
  | keyof typeof backofficeSettingsEn
  | keyof typeof backofficeJobsEn
  | keyof typeof formsEn
  | keyof typeof addressFormsEn;

/**
 * One language's texts as react-intl's provider takes them: typed by every id of the shop, though
 * a bundle carries only the tables of its features (an id of another feature shows as its key).
 */
export type MessageBundle = Record<MessageId, string>;

// Every program that imports `@shop/i18n` includes this registration.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** The title of a route: the compiler checks that every route id has one. */
export function routeTitleId(id: RouteId): MessageId {
  return `route.${id}`;
}

/**
 * Whether a string known only at run time (an API error's `error.<code>`, a validation message
 * of the contract) names a text of the bundle, e.g. `hasMessage(intl.messages, id)`.
 */
export function hasMessage(messages: object, id: string): id is MessageId {
  return Object.hasOwn(messages, id);
}
