import type { TranslationOf } from './table-types';

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
  'forms.secondFactor.code': 'Code from your authenticator app or a recovery code',
  'forms.secondFactor.codeHint':
    'Your account is protected by two-step sign-in: enter the 6-digit code your app shows now.',
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
  'forms.secondFactor.code': 'Code aus Ihrer Authenticator-App oder ein Wiederherstellungscode',
  'forms.secondFactor.codeHint':
    'Ihr Konto ist durch die Anmeldung in zwei Schritten geschützt: Geben Sie den 6-stelligen Code ein, den Ihre App gerade anzeigt.',
};

/** The address group's texts: only the bundles that draw an address pick them. */
export const addressFormsEn = {
  'forms.choose': 'Please choose',
  'forms.address.salutation': 'Salutation',
  'forms.address.salutation.none': 'No salutation',
  'forms.address.salutation.mr': 'Mr.',
  'forms.address.salutation.mrs': 'Mrs.',
  'forms.address.title': 'Title',
  'forms.address.title.hint': 'For example Dr. or Prof.',
  'forms.address.firstName': 'First name',
  'forms.address.lastName': 'Last name',
  'forms.address.company': 'Company',
  'forms.address.streetName': 'Street',
  'forms.address.streetNumber': 'Number',
  'forms.address.apartment': 'Apartment, floor, door',
  'forms.address.zipCode': 'Zip code',
  'forms.address.city': 'City',
  'forms.address.state': 'State',
  'forms.address.country': 'Country',
  'forms.address.phone': 'Phone',
  'forms.address.phone.hint': 'With + and the country code, for example +43 660 1234567.',
};

export const addressFormsDe: TranslationOf<typeof addressFormsEn> = {
  'forms.choose': 'Bitte wählen',
  'forms.address.salutation': 'Anrede',
  'forms.address.salutation.none': 'Keine Anrede',
  'forms.address.salutation.mr': 'Herr',
  'forms.address.salutation.mrs': 'Frau',
  'forms.address.title': 'Titel',
  'forms.address.title.hint': 'Zum Beispiel Dr. oder Prof.',
  'forms.address.firstName': 'Vorname',
  'forms.address.lastName': 'Nachname',
  'forms.address.company': 'Firma',
  'forms.address.streetName': 'Straße',
  'forms.address.streetNumber': 'Hausnummer',
  'forms.address.apartment': 'Stiege, Stock, Tür',
  'forms.address.zipCode': 'Postleitzahl',
  'forms.address.city': 'Ort',
  'forms.address.state': 'Bundesstaat',
  'forms.address.country': 'Land',
  'forms.address.phone': 'Telefon',
  'forms.address.phone.hint': 'Mit + und Ländervorwahl, zum Beispiel +43 660 1234567.',
};
