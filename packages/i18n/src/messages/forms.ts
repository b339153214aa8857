import type { TranslationOf } from './translation-of';

/*
 * The form kit's own texts (@shop/forms): what its fields and field groups say wherever a form
 * draws them. Validation and error texts are the errors table's.
 */

export const formsEn = {
  'forms.optional': '(optional)',
  'forms.password': 'Password',
  'forms.newPassword': 'New password',
  'forms.password.hint': 'At least 8 characters with at least one capital letter and a number.',
  'forms.passwordRepeat': 'Repeat password',
  'forms.payout.accountOwner': 'Account owner',
  'forms.payout.iban': 'IBAN',
  'forms.payout.bic': 'BIC',
  'forms.payout.accountNumber': 'Account number',
  'forms.payout.routingNumber': 'Routing number',
};

export const formsDe: TranslationOf<typeof formsEn> = {
  'forms.optional': '(optional)',
  'forms.password': 'Passwort',
  'forms.newPassword': 'Neues Passwort',
  'forms.password.hint': 'Mindestens 8 Zeichen mit mindestens einem Großbuchstaben und einer Zahl.',
  'forms.passwordRepeat': 'Passwort wiederholen',
  'forms.payout.accountOwner': 'Kontoinhaber',
  'forms.payout.iban': 'IBAN',
  'forms.payout.bic': 'BIC',
  'forms.payout.accountNumber': 'Kontonummer',
  'forms.payout.routingNumber': 'Routing-Nummer',
};
