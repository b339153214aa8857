import { CustomerDataExportSchema } from '../../schemas/customer-data';
import { errorCodes } from '../../schemas/error';
import {
  StaffCustomerActionSchema,
  StaffCustomerIdParamsSchema,
  StaffCustomerListSchema,
  StaffCustomerSchema,
  StaffCustomerSearchQuerySchema,
} from '../../staff/schemas/staff-customers';
import { endpoint } from '../endpoint';

const tag = 'Staff customers';
const access = 'staff';
const permission = 'customers';

const stores =
  'A customer belongs to the store they registered in: a member whose `customers` permission ' +
  'holds for some stores finds only those stores’ customers, and one of another store answers ' +
  '403 staff_store_not_allowed.';
const audited = 'Audited on the customer.';
const params = StaffCustomerIdParamsSchema;
const oneCustomer = {
  403: [errorCodes.staffStoreNotAllowed],
  404: [errorCodes.customerNotFound],
};

/** Customers in the back-office (issue 26, item 3). */
export const staffCustomerEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/staff/customers',
    summary: 'Search customers by name, e-mail, customer number, company or VAT ID',
    description: `Matches any part of those, case-insensitive; without \`q\` the newest customers. At most 50, newest first. ${stores}`,
    tag,
    access,
    permission,
    query: StaffCustomerSearchQuerySchema,
    answer: { status: 200, schema: StaffCustomerListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/staff/customers/{id}',
    summary:
      'Read a customer: profile, addresses, orders, deposits, limit orders, alerts, sign-ins and audit',
    description: stores,
    tag,
    access,
    permission,
    params,
    answer: { status: 200, schema: StaffCustomerSchema },
    errors: oneCustomer,
  }),
  resendActivation: endpoint({
    method: 'POST',
    path: '/staff/customers/{id}/activation',
    summary: 'Send the activation mail again (a new link; earlier ones stop working)',
    description: `For a customer who has not activated the account yet (409 email_already_verified otherwise). ${audited} ${stores}`,
    tag,
    access,
    permission,
    params,
    answer: { status: 200, schema: StaffCustomerActionSchema },
    errors: { ...oneCustomer, 409: [errorCodes.emailAlreadyVerified] },
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/staff/customers/{id}/unlock',
    summary: 'Lift a login lock (failed passwords) and a phone-code lock (wrong SMS codes)',
    description: `The customer can sign in and confirm a code at once. ${audited} ${stores}`,
    tag,
    access,
    permission,
    params,
    answer: { status: 200, schema: StaffCustomerActionSchema },
    errors: oneCustomer,
  }),
  endSessions: endpoint({
    method: 'POST',
    path: '/staff/customers/{id}/end-sessions',
    summary: 'Sign the customer out everywhere: every session ends at once',
    description: `${audited} ${stores}`,
    tag,
    access,
    permission,
    params,
    answer: { status: 200, schema: StaffCustomerActionSchema },
    errors: oneCustomer,
  }),
  export: endpoint({
    method: 'GET',
    path: '/staff/customers/{id}/export',
    summary: 'Export the customer’s data as the customer’s own download has it',
    description: `${audited} ${stores}`,
    tag,
    access,
    permission,
    params,
    answer: { status: 200, schema: CustomerDataExportSchema },
    errors: oneCustomer,
  }),
  erase: endpoint({
    method: 'POST',
    path: '/staff/customers/{id}/erase',
    summary: 'Erase the customer: the account and its personal data go; invoices and orders stay',
    description:
      'Refused (409) while limit orders are open, orders are neither complete nor cancelled, or metal is held in a deposit. ' +
      'Addresses, sessions, tokens, alerts and wishlists go with the account; orders keep the addresses they were placed with and invoices and credit notes are kept unchanged, as the law requires. ' +
      `The audit entry keeps the customer number, store and the erasing member only. ${stores}`,
    tag,
    access,
    permission,
    params,
    answer: { status: 200, schema: StaffCustomerActionSchema },
    errors: {
      ...oneCustomer,
      409: [
        errorCodes.limitOrdersExist,
        errorCodes.openOrdersExist,
        errorCodes.depositHoldingsExist,
      ],
    },
  }),
};
