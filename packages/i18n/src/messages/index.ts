import type { MessageBundle } from '../message-ids';
import type { Language } from '../stores';
import { accountDe } from './account.de';
import { accountEn } from './account';
import { backofficeDe } from './backoffice.de';
import { backofficeEn } from './backoffice';
import { backofficeOrdersDe } from './backoffice-orders.de';
import { backofficeOrdersEn } from './backoffice-orders';
import { backofficeStaffDe } from './backoffice-staff.de';
import { backofficeStaffEn } from './backoffice-staff';
import { backofficeCustomersDe } from './backoffice-customers.de';
import { backofficeCustomersEn } from './backoffice-customers';
import { backofficeContentDe } from './backoffice-content.de';
import { backofficeContentEn } from './backoffice-content';
import { backofficeCatalogueDe } from './backoffice-catalogue.de';
import { backofficeCatalogueEn } from './backoffice-catalogue';
import { backofficeSettingsDe } from './backoffice-settings.de';
import { backofficeSettingsEn } from './backoffice-settings';
import { backofficeJobsDe } from './backoffice-jobs.de';
import { backofficeJobsEn } from './backoffice-jobs';
import { catalogDe } from './catalog.de';
import { catalogEn } from './catalog';
import { checkoutDe } from './checkout.de';
import { checkoutEn } from './checkout';
import { commonDe } from './common.de';
import { commonEn } from './common';
import { contentDe } from './content.de';
import { contentEn } from './content';
import { contentBlocksDe } from './content-blocks.de';
import { contentBlocksEn } from './content-blocks';
import { errorsDe } from './errors.de';
import { errorsEn } from './errors';
import { staffErrorsDe } from './staff-errors.de';
import { staffErrorsEn } from './staff-errors';
import { addressFormsDe, formsDe } from './forms.de';
import { addressFormsEn, formsEn } from './forms';
import { ordersDe } from './orders.de';
import { ordersEn } from './orders';
import { pricesDe } from './prices.de';
import { pricesEn } from './prices';

import type { Messages } from './table-types';

export type { Messages };
export type MessageTable = Record<Language, Messages>;

/*
 * One table per feature; `common` holds what every part of the shop says. Bundles import the
 * tables they need by name and pass them to `pickMessages`, so the other tables stay out of them
 * (a lookup by feature name would keep every table in every bundle).
 */
export const commonMessages: MessageTable = { de: commonDe, en: commonEn };
export const errorMessages: MessageTable = { de: errorsDe, en: errorsEn };
/** The texts of the errors only staff meet: picked by the back-office, never by a shop page. */
export const staffErrorMessages: MessageTable = { de: staffErrorsDe, en: staffErrorsEn };
export const checkoutMessages: MessageTable = { de: checkoutDe, en: checkoutEn };
export const accountMessages: MessageTable = { de: accountDe, en: accountEn };
export const contentMessages: MessageTable = {
  de: { ...contentDe, ...contentBlocksDe },
  en: { ...contentEn, ...contentBlocksEn },
};
/** The form kit's texts (@shop/forms): picked by every bundle that draws a form. */
export const formMessages: MessageTable = { de: formsDe, en: formsEn };
/** The address group's texts (@shop/forms' AddressFields): picked by the bundles that draw one. */
export const addressFormMessages: MessageTable = { de: addressFormsDe, en: addressFormsEn };
export const catalogMessages: MessageTable = { de: catalogDe, en: catalogEn };
export const pricesMessages: MessageTable = { de: pricesDe, en: pricesEn };
/** An order's life after placing: timeline events, carriers, documents (account and back-office). */
export const orderMessages: MessageTable = { de: ordersDe, en: ordersEn };
/** The dealer's back-office (its own host and remote). */
export const backofficeMessages: MessageTable = { de: backofficeDe, en: backofficeEn };
/** The back-office's orders: the board, the order page and its steps' dialogs. */
export const backofficeOrderMessages: MessageTable = {
  de: backofficeOrdersDe,
  en: backofficeOrdersEn,
};
/** The back-office's staff page: members and permission groups. */
export const backofficeStaffMessages: MessageTable = {
  de: backofficeStaffDe,
  en: backofficeStaffEn,
};

/** The back-office's catalogue: the product list and a product's page. */
export const backofficeCatalogueMessages: MessageTable = {
  de: backofficeCatalogueDe,
  en: backofficeCatalogueEn,
};

/** The back-office's content editor: the story tree, the block editor, preview and publishing. */
export const backofficeContentMessages: MessageTable = {
  de: backofficeContentDe,
  en: backofficeContentEn,
};

/** The back-office's coupons and customers. */
export const backofficeCustomerMessages: MessageTable = {
  de: backofficeCustomersDe,
  en: backofficeCustomersEn,
};

/** The back-office's settings and outbox pages. */
export const backofficeSettingMessages: MessageTable = {
  de: backofficeSettingsDe,
  en: backofficeSettingsEn,
};

/** The back-office's page of background jobs. */
export const backofficeJobMessages: MessageTable = { de: backofficeJobsDe, en: backofficeJobsEn };

/** Message tables by feature, for code that needs them all (the API, tests). */
export const messageTables = {
  common: commonMessages,
  errors: errorMessages,
  staffErrors: staffErrorMessages,
  checkout: checkoutMessages,
  account: accountMessages,
  content: contentMessages,
  catalog: catalogMessages,
  prices: pricesMessages,
  orders: orderMessages,
  backoffice: backofficeMessages,
  backofficeOrders: backofficeOrderMessages,
  backofficeStaff: backofficeStaffMessages,
  backofficeCustomers: backofficeCustomerMessages,
  backofficeContent: backofficeContentMessages,
  backofficeCatalogue: backofficeCatalogueMessages,
  backofficeSettings: backofficeSettingMessages,
  backofficeJobs: backofficeJobMessages,
  forms: formMessages,
  addressForms: addressFormMessages,
} satisfies Record<string, MessageTable>;

export type MessageFeature = keyof typeof messageTables;

/**
 * The messages one bundle needs: common and errors (any page can show a validation or API error)
 * plus the given tables. Each remote bundles its own (this module is deliberately not a shared
 * federation module), so a remote that adds a text ships it without a shell rebuild.
 */
export function pickMessages(...tables: MessageTable[]): Record<Language, MessageBundle> {
  const pick = (language: Language): MessageBundle =>
    Object.assign(
      {},
      commonMessages[language],
      errorMessages[language],
      ...tables.map((table) => table[language]),
    );
  return { de: pick('de'), en: pick('en') };
}

/** The same by feature name; it keeps every table in the bundle, so bundles use pickMessages. */
export function messagesFor(...features: MessageFeature[]): Record<Language, MessageBundle> {
  return pickMessages(...features.map((feature) => messageTables[feature]));
}

/** Every text a person reads, by language (tests, tools). Pure: dropped where unused. */
export const messages = /*#__PURE__*/ messagesFor(
  'staffErrors',
  'checkout',
  'account',
  'content',
  'catalog',
  'prices',
  'orders',
  'backoffice',
  'backofficeOrders',
  'backofficeStaff',
  'backofficeCustomers',
  'backofficeContent',
  'backofficeCatalogue',
  'backofficeSettings',
  'backofficeJobs',
  'forms',
  'addressForms',
);

/** Every error text, the shop's and the staff's, by language: the API answers both. */
export const everyErrorMessage: MessageTable = /*#__PURE__*/ (() => ({
  de: { ...errorsDe, ...staffErrorsDe },
  en: { ...errorsEn, ...staffErrorsEn },
}))();

export { plainMessage } from './errors';
/** Mail and SMS texts: used by the API only, so no page bundle carries them. */
export { mailDe, mailEn } from './mail';
/** Invoice and credit-note texts: drawn into PDFs by the API only. */
export { documentsDe, documentsEn } from './documents';
