import type { TranslationOf } from '../message-ids';
import type { Messages } from './index';

/*
 * Validation messages (spec 5) and the error catalogue's texts (spec 8) by error code. The API
 * localizes the `message` of its error objects with these, and the remotes show the same text
 * for an error's `code`, so one wording serves both.
 */

export const errorsEn = {
  'validation.required': 'This field is required.',
  'validation.passwordsDontMatch': "Passwords don't match.",
  'validation.email': 'Please enter a valid e-mail address.',
  'validation.password':
    'The password must have at least 8 characters with at least one capital letter and a number.',
  'validation.maxLength': 'Please enter at most {length} characters.',
  'validation.minLength': 'Please enter at least {length} characters.',
  'validation.numeric': 'Please enter numbers only.',
  'validation.digits': 'Please enter exactly {length} digits.',
  'validation.phone': 'Please enter a valid phone number.',
  'validation.phoneEu': 'EU phone numbers must contain + and the country code.',
  'validation.vatId': 'Please enter a valid VAT ID.',
  'validation.iban': 'Please enter a valid IBAN.',
  'validation.bic': 'Please enter a valid BIC.',
  'validation.zipSwiss': 'The zip code must have four digits.',
  'validation.zipUs': 'Please enter a valid US zip code.',
  'validation.zipUsState': 'The zip code does not match the selected state.',
  'validation.zipUnknown': 'This zip code does not exist.',
  'validation.country': 'Please select a country.',
  'validation.code': 'Please enter the 6-digit code.',

  'error.invalid_request': 'Please check your entries.',
  'error.unknown_error': 'Something went wrong. Please try again later.',
  'error.network_error': 'The shop could not be reached. Please check your connection.',
  'error.repository_unavailable': 'The service is temporarily unavailable. Please try again later.',
  'error.too_many_requests': 'Too many attempts. Please try again later.',
  'error.unauthorized': 'Please log in to continue.',
  'error.session_expired': 'Your session has expired and you have been logged out.',
  'error.refresh_token_reused': 'Your session has expired and you have been logged out.',
  'error.not_authorized': 'You are not authorized to update or delete another customer.',
  'error.email_taken': 'This e-mail address is already taken. Please log in.',
  'error.account_exists': 'An account with this e-mail address already exists.',
  'error.invalid_credentials': 'Wrong e-mail or password.',
  'error.email_not_verified':
    'Please confirm your e-mail address first. We have sent you an activation link.',
  'error.incorrect_password': 'The password is incorrect.',
  'error.token_invalid': 'This link is invalid or has expired.',
  'error.verification_code_incorrect': 'The verification code is incorrect.',
  'error.max_attempts': 'Maximum number of attempts reached. Please wait 10 minutes.',
  'error.invalid_phone': 'The phone number is invalid.',
  'error.invalid_vat_id': 'Please enter a valid VAT ID.',
  'error.invalid_zip': 'This zip code does not exist.',
  'error.zip_state_mismatch': 'The zip code does not match the selected state.',
  'error.address_selected': 'A selected address cannot be removed until another one is chosen.',
  'error.address_not_found': 'The address was not found.',
  'error.customer_not_found': 'The customer was not found.',
  'error.limit_orders_exist': 'Please delete all your limit orders before deleting your account.',
  'error.user_update_failed': 'Your data could not be updated.',
  'error.concurrent_modification':
    'Your data was changed in the meantime. Please reload and try again.',
  'error.origin_not_allowed': 'This request is not allowed from another site.',
  'error.delivery_failed': 'The message could not be sent. Please try again later.',
  'error.co001': 'The cart was not found.',
  'error.co002': 'The cart is not active.',
  'error.co003': 'The cart has no customer group.',
  'error.co004': 'The cart has no total tax.',
  'error.co005': 'The cart has no gross price.',
  'error.cart_limit_exceeded':
    'Limit exceeded: a cart may hold at most 500,000 in your currency. Please remove products.',
  'error.cart_currency_not_allowed': 'This currency is not available in this shop.',
  'error.cart_country_not_allowed': 'This shop does not deliver to this country.',
  'error.cart_product_not_found': 'The product was not found.',
  'error.product_not_available': 'This product is no longer available.',
  'error.line_item_not_found': 'This product is not in the cart.',
};

export const errorsDe: TranslationOf<typeof errorsEn> = {
  'validation.required': 'Dieses Feld ist erforderlich.',
  'validation.passwordsDontMatch': 'Die Passwörter stimmen nicht überein.',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.password':
    'Das Passwort muss mindestens 8 Zeichen lang sein und mindestens einen Großbuchstaben und eine Zahl enthalten.',
  'validation.maxLength': 'Bitte geben Sie höchstens {length} Zeichen ein.',
  'validation.minLength': 'Bitte geben Sie mindestens {length} Zeichen ein.',
  'validation.numeric': 'Bitte geben Sie nur Ziffern ein.',
  'validation.digits': 'Bitte geben Sie genau {length} Ziffern ein.',
  'validation.phone': 'Bitte geben Sie eine gültige Telefonnummer ein.',
  'validation.phoneEu': 'EU-Telefonnummern müssen + und die Ländervorwahl enthalten.',
  'validation.vatId': 'Bitte geben Sie eine gültige UID-Nummer ein.',
  'validation.iban': 'Bitte geben Sie eine gültige IBAN ein.',
  'validation.bic': 'Bitte geben Sie einen gültigen BIC ein.',
  'validation.zipSwiss': 'Die Postleitzahl muss vierstellig sein.',
  'validation.zipUs': 'Bitte geben Sie eine gültige US-Postleitzahl ein.',
  'validation.zipUsState': 'Die Postleitzahl passt nicht zum gewählten Bundesstaat.',
  'validation.zipUnknown': 'Diese Postleitzahl existiert nicht.',
  'validation.country': 'Bitte wählen Sie ein Land.',
  'validation.code': 'Bitte geben Sie den 6-stelligen Code ein.',

  'error.invalid_request': 'Bitte prüfen Sie Ihre Eingaben.',
  'error.unknown_error': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'error.network_error': 'Der Shop ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
  'error.repository_unavailable':
    'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
  'error.too_many_requests': 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
  'error.unauthorized': 'Bitte melden Sie sich an, um fortzufahren.',
  'error.session_expired': 'Ihre Sitzung ist abgelaufen und Sie wurden abgemeldet.',
  'error.refresh_token_reused': 'Ihre Sitzung ist abgelaufen und Sie wurden abgemeldet.',
  'error.not_authorized':
    'Sie sind nicht berechtigt, einen anderen Kunden zu ändern oder zu löschen.',
  'error.email_taken': 'Diese E-Mail-Adresse ist bereits vergeben. Bitte melden Sie sich an.',
  'error.account_exists': 'Mit dieser E-Mail-Adresse besteht bereits ein Konto.',
  'error.invalid_credentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'error.email_not_verified':
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen einen Aktivierungslink gesendet.',
  'error.incorrect_password': 'Das Passwort ist falsch.',
  'error.token_invalid': 'Dieser Link ist ungültig oder abgelaufen.',
  'error.verification_code_incorrect': 'Der Bestätigungscode ist falsch.',
  'error.max_attempts': 'Maximale Anzahl an Versuchen erreicht. Bitte warten Sie 10 Minuten.',
  'error.invalid_phone': 'Die Telefonnummer ist ungültig.',
  'error.invalid_vat_id': 'Bitte geben Sie eine gültige UID-Nummer ein.',
  'error.invalid_zip': 'Diese Postleitzahl existiert nicht.',
  'error.zip_state_mismatch': 'Die Postleitzahl passt nicht zum gewählten Bundesstaat.',
  'error.address_selected':
    'Eine ausgewählte Adresse kann erst entfernt werden, wenn eine andere gewählt ist.',
  'error.address_not_found': 'Die Adresse wurde nicht gefunden.',
  'error.customer_not_found': 'Der Kunde wurde nicht gefunden.',
  'error.limit_orders_exist':
    'Bitte löschen Sie zuerst alle Ihre Limit-Orders, bevor Sie Ihr Konto löschen.',
  'error.user_update_failed': 'Ihre Daten konnten nicht aktualisiert werden.',
  'error.concurrent_modification':
    'Ihre Daten wurden inzwischen geändert. Bitte laden Sie neu und versuchen Sie es erneut.',
  'error.origin_not_allowed': 'Diese Anfrage ist von einer anderen Website aus nicht erlaubt.',
  'error.delivery_failed':
    'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  'error.co001': 'Der Warenkorb wurde nicht gefunden.',
  'error.co002': 'Der Warenkorb ist nicht aktiv.',
  'error.co003': 'Der Warenkorb hat keine Kundengruppe.',
  'error.co004': 'Der Warenkorb hat keine Gesamtsteuer.',
  'error.co005': 'Der Warenkorb hat keinen Bruttopreis.',
  'error.cart_limit_exceeded':
    'Limit überschritten: Ein Warenkorb darf höchstens 500.000 in Ihrer Währung enthalten. Bitte entfernen Sie Produkte.',
  'error.cart_currency_not_allowed': 'Diese Währung ist in diesem Shop nicht verfügbar.',
  'error.cart_country_not_allowed': 'Dieser Shop liefert nicht in dieses Land.',
  'error.cart_product_not_found': 'Das Produkt wurde nicht gefunden.',
  'error.product_not_available': 'Dieses Produkt ist nicht mehr verfügbar.',
  'error.line_item_not_found': 'Dieses Produkt ist nicht im Warenkorb.',
};

/**
 * A message outside React (the API's error objects, mails): `{name}` placeholders only, which
 * is all these texts use. An unknown id answers undefined so callers keep their own fallback.
 */
export function plainMessage(
  table: Messages,
  id: string,
  values: Record<string, string | number> = {},
): string | undefined {
  const text = table[id];
  return text?.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
