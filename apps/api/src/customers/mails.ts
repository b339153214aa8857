import type { FastifyInstance } from 'fastify';
import type { Language, StoreKey } from '@shop/i18n';
import {
  activationMail,
  activationValidityHours,
  passwordChangedMail,
  passwordResetMail,
  passwordResetValidityMinutes,
} from '../plugins/messaging/templates';
import type { CustomerRow } from './mapping';

/** Where a mail goes and in which store and language its links open. */
interface MailTarget {
  customer: Pick<CustomerRow, 'id' | 'email' | 'salutation' | 'lastName'>;
  store: StoreKey;
  language: Language;
}

/** The two mails that carry a single-use link: what each issues, where it points, what it says. */
const linkMails = {
  activation: {
    purpose: 'activation',
    validSeconds: activationValidityHours * 3600,
    page: 'activateUser',
    parameter: 'emailToken',
    render: activationMail,
  },
  passwordReset: {
    purpose: 'password_reset',
    validSeconds: passwordResetValidityMinutes * 60,
    page: 'resetPassword',
    parameter: 'token',
    render: passwordResetMail,
  },
} as const;

async function sendLinkMail(
  fastify: FastifyInstance,
  kind: keyof typeof linkMails,
  { customer, store, language }: MailTarget,
) {
  const mail = linkMails[kind];
  await fastify.customers.emailTokens.issue(
    customer.id,
    mail.purpose,
    mail.validSeconds,
    undefined,
    (tx, token) =>
      fastify.messaging.enqueue(tx, {
        channel: 'email',
        to: customer.email,
        ...mail.render(
          language,
          customer,
          fastify.messaging.links.page(store, language, mail.page, { [mail.parameter]: token }),
        ),
      }),
  );
}

/** Issues an activation token and mails its link (the activate-user page of the store). */
export const sendActivationMail = (fastify: FastifyInstance, target: MailTarget) =>
  sendLinkMail(fastify, 'activation', target);

/** Issues a reset token (ending earlier ones) and mails its link. */
export const sendPasswordResetMail = (fastify: FastifyInstance, target: MailTarget) =>
  sendLinkMail(fastify, 'passwordReset', target);

/**
 * Tells the owner their password changed, queued after the change committed: the change stands
 * either way, so a queue that cannot be written (database away) does not fail the call.
 */
export async function sendPasswordChangedMail(
  fastify: FastifyInstance,
  { customer, store, language }: MailTarget,
) {
  const forgotPasswordLink = fastify.messaging.links.page(store, language, 'forgotPassword');
  await fastify.messaging
    .send({
      channel: 'email',
      to: customer.email,
      ...passwordChangedMail(language, customer, {
        changedAt: new Date(),
        store,
        forgotPasswordLink,
      }),
    })
    .catch(() => undefined);
}
