import type { TranslationOf } from './table-types';
import type { addressFormsEn, formsEn } from './forms';

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
