import type { TranslationOf } from './table-types';
import type { Messages } from './table-types';

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
  'validation.phoneCountry': 'We can send codes by SMS only to numbers of the countries we serve.',
  'validation.vatId': 'Please enter a valid VAT ID.',
  'validation.iban': 'Please enter a valid IBAN.',
  'validation.bic': 'Please enter a valid BIC.',
  'validation.zipSwiss': 'The zip code must have four digits.',
  'validation.zipUs': 'Please enter a valid US zip code.',
  'validation.zipUsState': 'The zip code does not match the selected state.',
  'validation.zipUnknown': 'This zip code does not exist.',
  'validation.country': 'Please select a country.',
  'validation.code': 'Please enter the 6-digit code.',
  'validation.dataConsent': 'Please agree to the processing of your data to send the form.',
  'validation.caseCode': 'Please enter the case code exactly as you received it.',
  'validation.accountNumber': 'Please enter a valid account number (4 to 17 digits).',
  'validation.routingNumber': 'Please enter a valid 9-digit routing number.',
  'validation.limitOrderExpiry': 'Please select a date and time in the future.',
  'validation.limitOrderMaxPrice': 'The target price may be at most 500,000.',
  'validation.limitOrderPrice': 'Please enter a target price greater than 0.',
  'validation.limitOrderQuantity': 'Please enter a quantity of at least 1.',
  'validation.limitOrderDefaultAddress':
    'Please choose the address the order is delivered and billed to once the limit order executes.',
  'validation.limitOrderBuyTarget':
    'The current price is already at or below this target, so the order would be executed at once. Please enter a target below the current unit price, or buy the product directly.',
  'validation.limitOrderSellTarget':
    'The current price is already at or above this target, so the order would be executed at once. Please enter a target above the current unit price, or sell the product directly.',
  'validation.depositHeld': 'Your deposit holds {length} of this product that can be sold.',
  'validation.stockLeft': 'Only {length} of this product are in stock.',
  'validation.timestamp': 'Please enter a valid date and time.',
  'validation.notInFuture': 'The date must not be in the future.',
  'validation.carrier': 'Please select a carrier.',
  'validation.trackingNumber':
    'Please enter the tracking number (letters, digits, spaces and hyphens).',
  'validation.positive': 'Please enter a number greater than 0.',
  'validation.fineness':
    'Please enter the fineness in parts per thousand (greater than 0, at most 1000).',
  'validation.orderEvent': 'Please choose one of the order’s steps.',
  'validation.offerDecision': 'Please accept or decline the offer.',
  'validation.identificationRequired':
    'This order was paid in cash above the threshold: please check the customer’s photo ID first.',
  'validation.assayReason': 'Please give the reason why the payout differs from the order.',
  'validation.orderLines': 'Please name every line of the order exactly once.',
  'validation.orderLinesReceived': 'Please name every received line exactly once.',
  'validation.branch': 'This branch does not exist.',
  'validation.notBeforeOrder': 'The date must not be before the order was placed.',
  'validation.orderNumber':
    'Please enter the order number as the confirmation names it (e.g. 2026-000042).',
  'validation.couponCode': 'Please use letters, digits, hyphens and underscores only.',
  'validation.couponValue':
    'Please enter a percentage up to 100 with at most two decimals, or a fixed amount in cents.',
  'validation.couponWindow': 'The end must be after the start.',
  'validation.couponLimit': 'Please enter a whole number from 1 to 1,000,000.',
  'validation.stockQuantity': 'Please enter a whole number from 0 to 1,000,000.',
  'validation.premium': 'Please enter a premium from 0 to 1,000 % with at most two decimals.',
  'validation.spread': 'Please enter a spread from 0 to 99.99 % with at most two decimals.',
  'validation.categories': 'Please choose one to five categories.',
  'validation.settingsAmount': 'Please enter an amount greater than 0, at most 10,000,000.',
  'validation.settingsAmountOrZero': 'Please enter an amount from 0 to 10,000,000.',
  'validation.settingsDays': 'Please enter a whole number of days from 1 to 365.',
  'validation.settingsHours': 'Please enter a whole number of hours from 1 to 720.',
  'validation.settingsCancelAfterReminder': 'The cancellation must be later than the reminder.',

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
  'error.second_factor_required': 'Please enter the code from your authenticator app.',
  'error.second_factor_invalid': 'The code is incorrect or has already been used.',
  'error.second_factor_enabled': 'Two-step sign-in is already turned on.',
  'error.second_factor_not_enabled': 'Two-step sign-in is not turned on. Please set it up first.',
  'error.email_unchanged': 'This is already the e-mail address of your account.',
  'error.email_already_verified': 'Your account is already activated. Please log in.',
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
  'error.open_orders_exist':
    'You have orders that are not yet complete. Your account can be deleted once they are complete or cancelled; to cancel an order, please contact us.',
  'error.deposit_holdings_exist':
    'Your deposit still holds precious metal. Please sell it to us or have it delivered before deleting your account.',
  'error.user_update_failed': 'Your data could not be updated.',
  'error.limit_order_not_found': 'The limit order was not found.',
  'error.limit_order_product_not_found': 'This product cannot be ordered with a limit order.',
  'error.limit_order_currency_mismatch': "The target price must be in this shop's currency.",
  'error.limit_order_expiry_past': 'Please select a date and time in the future.',
  'error.limit_order_not_editable': 'An executed or cancelled limit order cannot be changed.',
  'error.limit_order_address_missing':
    'Please save a default shipping and billing address in your account before placing a limit order.',
  'error.limit_order_payout_missing': 'Please enter the bank details for the payout.',
  'error.limit_order_target_reached':
    'The current price already reaches this target, so the order would be executed at once. Please choose a target the price has not reached yet.',
  'error.alert_not_found': 'The alert was not found.',
  'error.alert_product_not_found': 'This product cannot be watched.',
  'error.alert_product_available': 'This product is available; you can order it right away.',
  'error.concurrent_modification':
    'Your data was changed in the meantime. Please reload and try again.',
  'error.origin_not_allowed': 'This request is not allowed from another site.',
  'error.co001': 'The cart was not found.',
  'error.co002': 'The cart is not active.',
  'error.co003': 'The cart has no customer group.',
  'error.co004': 'The cart has no total tax.',
  'error.co005': 'The cart has no gross price.',
  'error.cart_limit_exceeded':
    'Limit exceeded: a cart may hold at most 500,000 in your currency. Please remove products.',
  'error.daily_limit_exceeded':
    'Daily limit reached: together with your purchases of the last 24 hours this order exceeds the limit for 24 hours. Your cart shows how much is left; please remove products or order later.',
  'error.cart_currency_not_allowed': 'This currency is not available in this shop.',
  'error.cart_country_not_allowed': 'This shop does not deliver to this country.',
  'error.cart_product_not_found': 'The product was not found.',
  'error.product_not_available': 'This product is no longer available.',
  'error.line_item_not_found': 'This product is not in the cart.',
  'error.wishlist_not_found': 'The wishlist was not found.',
  'error.wishlist_line_item_not_found': 'This product is not on the wishlist.',
  'error.wishlist_product_not_found': 'The product was not found.',
  'error.wishlist_store_mismatch': 'The wishlist belongs to another store.',
  'error.wishlist_full': 'The wishlist is full. Please remove a product first.',
  'error.no_shipping_address': 'No shipping address: please enter a shipping address.',
  'error.no_billing_address': 'No billing address: please enter a billing address.',
  'error.no_shipping_method': 'No shipping method: please choose a shipping method.',
  'error.no_payment_method': 'No payment method: please choose a payment method.',
  'error.no_cart_items': 'No cart items: your cart is empty.',
  'error.no_customer_email': 'No customer e-mail: please enter your e-mail address.',
  'error.order_below_minimum':
    'Order below minimum: the minimum cart value is 1.00 in your currency.',
  'error.quote_not_valid': 'Your price quote is no longer valid. Please check the updated prices.',
  'error.prices_stale':
    'Trading is paused: the metal market prices are not current. Please try again later; nothing has been ordered.',
  'error.product_price_mismatch':
    'Product price mismatch: prices have changed. Please confirm the new prices.',
  'error.non_scrap_items_with_scrap_metal_box':
    'Non-scrap items with scrap metal box: the scrap metal box is only for carts of scrap items only.',
  'error.scrap_box_value_too_high':
    'Scrap box value too high: the scrap metal box takes at most 5,000 EUR in value.',
  'error.silver_not_allowed_with_deposit':
    'Silver not allowed with deposit shipping: silver that is not duty-free cannot go to a deposit.',
  'error.deposit_not_open':
    'Please open your precious-metal deposit in your account before shipping to it.',
  'error.invalid_deposit_items':
    'Invalid deposit items: you can sell from the deposit at most what it holds of each product.',
  'error.cancellation_not_allowed':
    'The order can no longer be cancelled: it is paid, complete or already cancelled.',
  'error.coupon_minimum_not_reached':
    'This coupon needs a higher cart value: please add more to your cart.',
  'error.transition_not_allowed': 'This step is not possible in the order’s current state.',
  'error.order_lookup_failed': 'The code is wrong or has expired. Please request a new code.',
  'error.consents_missing':
    'Please accept the privacy policy and the terms and conditions to place the order.',
  'error.empty_or_zero_total': 'An empty cart or a cart with a zero total cannot proceed.',
  'error.out_of_stock_items': 'Out-of-stock items must be substituted or removed.',
  'error.product_removed': '{name} is no longer available and was removed from your cart.',
  'error.prices_updated':
    'Prices were updated due to a metal price change. Please verify your cart.',
  'error.recalculation_failed': 'The cart could not be recalculated. Please reload the page.',
  'error.duty_free_needs_customer_support':
    'Duty-free products cannot be sold via the deposit; this needs customer support. Please contact us.',
  'error.no_pickup_branch': 'Please select a store for pick-up.',
  'error.country_not_allowed_for_shipping_address': 'Country not allowed for shipping address.',
  'error.shipping_method_not_applicable':
    'This shipping method is not available for this kind of cart.',
  'error.cash_payout_too_high':
    'Cash payout in the store is possible up to 15,000. Please choose bank transfer.',
  'error.cash_purchase_needs_pickup':
    'Cash payment is only possible when you pick up in the store within 5 working days.',
  'error.no_payout_bank_details': 'Please enter the bank details for your payout.',
  'error.shipping_method_not_found': 'This shipping method was not found.',
  'error.payment_method_not_allowed': 'This payment method is not available for this cart.',
  'error.branch_not_found': 'No store is listed at this address.',
  'error.media_not_found': 'This video or picture was not found.',
  'error.contact_submit_failed':
    'Your message could not be sent. Please try again later or call us.',
  'error.whistleblow_submit_failed': 'Your report could not be submitted. Please try again later.',
  'error.whistleblow_case_not_found': 'No report was found for this case code.',
  'error.newsletter_email_exists': 'This e-mail address is already subscribed to our newsletter.',
  'error.subscribe_failed': 'The subscription failed. Please try again later.',
  'error.newsletter_token_invalid':
    'This confirmation link is invalid or has expired. Please subscribe again.',
  'error.pickup_branch_not_found': 'This store was not found.',
  'error.payout_not_for_buy_cart': 'Payout bank details belong to a sell cart only.',
  'error.payout_bank_details_kind':
    'US payouts need an account and routing number; all other payouts an IBAN and BIC.',
  'error.coupon_already_added': 'A coupon has already been added to this cart.',
  'error.coupon_not_found': 'This coupon code was not found.',
  'error.coupon_empty': 'Please enter a coupon code.',
  'error.coupon_not_applicable': 'Coupons apply to purchases only.',
  'error.coupon_limit_reached':
    'This coupon cannot be redeemed again: you have used it as often as allowed, or all its redemptions are taken.',
  'error.coupon_bullion_excluded':
    'This coupon does not apply to investment bullion (bars and coins), and your cart holds nothing else.',
  'error.coupon_sell_back_above_cost':
    'Metal you bought with a coupon cannot be sold back during the holding period at more than it cost you. Please remove the lines named or sell later.',
  'validation.couponSellBackCost':
    'You bought this product with a coupon recently: it can be sold back at most at what it cost you.',
  'error.order_not_found': 'The order was not found.',
  'error.document_not_found': 'The document was not found.',
  'error.order_slip_not_available':
    'An accompanying slip exists only for a sale whose goods you send to us by post; this order has none.',
  'error.idempotency_key_missing': 'The request needs an Idempotency-Key header.',
  'error.idempotency_key_reused':
    'This idempotency key was already used for a different order request.',
  'error.idempotency_key_in_progress': 'Your order is already being placed. Please wait a moment.',
  'error.story_not_found': 'This content was not found.',
  'error.content_preview_invalid': 'This preview link has expired or is not valid.',
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
  'validation.phoneCountry':
    'Codes per SMS senden wir nur an Nummern der Länder, in denen wir tätig sind.',
  'validation.vatId': 'Bitte geben Sie eine gültige UID-Nummer ein.',
  'validation.iban': 'Bitte geben Sie eine gültige IBAN ein.',
  'validation.bic': 'Bitte geben Sie einen gültigen BIC ein.',
  'validation.zipSwiss': 'Die Postleitzahl muss vierstellig sein.',
  'validation.zipUs': 'Bitte geben Sie eine gültige US-Postleitzahl ein.',
  'validation.zipUsState': 'Die Postleitzahl passt nicht zum gewählten Bundesstaat.',
  'validation.zipUnknown': 'Diese Postleitzahl existiert nicht.',
  'validation.country': 'Bitte wählen Sie ein Land.',
  'validation.code': 'Bitte geben Sie den 6-stelligen Code ein.',
  'validation.dataConsent':
    'Bitte stimmen Sie der Verarbeitung Ihrer Daten zu, um das Formular zu senden.',
  'validation.caseCode': 'Bitte geben Sie den Fallcode genau so ein, wie Sie ihn erhalten haben.',
  'validation.accountNumber': 'Bitte geben Sie eine gültige Kontonummer ein (4 bis 17 Ziffern).',
  'validation.routingNumber': 'Bitte geben Sie eine gültige 9-stellige Routing-Nummer ein.',
  'validation.limitOrderExpiry': 'Bitte wählen Sie ein Datum und eine Uhrzeit in der Zukunft.',
  'validation.limitOrderMaxPrice': 'Der Zielpreis darf höchstens 500.000 betragen.',
  'validation.limitOrderPrice': 'Bitte geben Sie einen Zielpreis größer als 0 ein.',
  'validation.limitOrderQuantity': 'Bitte geben Sie eine Menge von mindestens 1 ein.',
  'validation.limitOrderDefaultAddress':
    'Bitte wählen Sie die Adresse, an die geliefert und verrechnet wird, sobald die Limit-Order ausgeführt ist.',
  'validation.limitOrderBuyTarget':
    'Der aktuelle Preis liegt bereits auf oder unter diesem Ziel, die Order würde sofort ausgeführt. Bitte geben Sie ein Ziel unter dem aktuellen Stückpreis ein oder kaufen Sie das Produkt direkt.',
  'validation.limitOrderSellTarget':
    'Der aktuelle Preis liegt bereits auf oder über diesem Ziel, die Order würde sofort ausgeführt. Bitte geben Sie ein Ziel über dem aktuellen Stückpreis ein oder verkaufen Sie das Produkt direkt.',
  'validation.depositHeld': 'In Ihrem Depot liegen davon {length} Stück, die Sie verkaufen können.',
  'validation.stockLeft': 'Davon sind nur {length} Stück vorrätig.',
  'validation.timestamp': 'Bitte geben Sie ein gültiges Datum mit Uhrzeit ein.',
  'validation.notInFuture': 'Das Datum darf nicht in der Zukunft liegen.',
  'validation.carrier': 'Bitte wählen Sie einen Versanddienstleister.',
  'validation.trackingNumber':
    'Bitte geben Sie die Sendungsnummer ein (Buchstaben, Ziffern, Leerzeichen und Bindestriche).',
  'validation.positive': 'Bitte geben Sie eine Zahl größer als 0 ein.',
  'validation.fineness':
    'Bitte geben Sie den Feingehalt in Tausendstel ein (größer als 0, höchstens 1000).',
  'validation.orderEvent': 'Bitte wählen Sie einen der Schritte der Bestellung.',
  'validation.offerDecision': 'Bitte nehmen Sie das Angebot an oder lehnen Sie es ab.',
  'validation.identificationRequired':
    'Diese Bestellung wurde über dem Schwellenwert bar bezahlt: Bitte prüfen Sie zuerst den Lichtbildausweis.',
  'validation.assayReason':
    'Bitte begründen Sie, warum die Auszahlung von der Bestellung abweicht.',
  'validation.orderLines': 'Bitte nennen Sie jede Position der Bestellung genau einmal.',
  'validation.orderLinesReceived': 'Bitte nennen Sie jede erhaltene Position genau einmal.',
  'validation.branch': 'Diese Filiale gibt es nicht.',
  'validation.notBeforeOrder': 'Das Datum darf nicht vor der Bestellung liegen.',
  'validation.orderNumber':
    'Bitte geben Sie die Bestellnummer wie in der Bestätigung ein (z. B. 2026-000042).',
  'validation.couponCode':
    'Bitte nur Buchstaben, Ziffern, Bindestriche und Unterstriche verwenden.',
  'validation.couponValue':
    'Bitte einen Prozentsatz bis 100 mit höchstens zwei Nachkommastellen oder einen festen Betrag in Cent eingeben.',
  'validation.couponWindow': 'Das Ende muss nach dem Beginn liegen.',
  'validation.couponLimit': 'Bitte eine ganze Zahl von 1 bis 1.000.000 eingeben.',
  'validation.stockQuantity': 'Bitte eine ganze Zahl von 0 bis 1.000.000 eingeben.',
  'validation.premium':
    'Bitte einen Aufschlag von 0 bis 1.000 % mit höchstens zwei Nachkommastellen eingeben.',
  'validation.spread':
    'Bitte einen Abschlag von 0 bis 99,99 % mit höchstens zwei Nachkommastellen eingeben.',
  'validation.categories': 'Bitte eine bis fünf Kategorien wählen.',
  'validation.settingsAmount': 'Bitte geben Sie einen Betrag über 0 und höchstens 10.000.000 ein.',
  'validation.settingsAmountOrZero': 'Bitte geben Sie einen Betrag von 0 bis 10.000.000 ein.',
  'validation.settingsDays': 'Bitte geben Sie eine ganze Zahl von Tagen von 1 bis 365 ein.',
  'validation.settingsHours': 'Bitte geben Sie eine ganze Zahl von Stunden von 1 bis 720 ein.',
  'validation.settingsCancelAfterReminder': 'Die Stornierung muss später als die Erinnerung sein.',

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
  'error.second_factor_required': 'Bitte geben Sie den Code aus Ihrer Authenticator-App ein.',
  'error.second_factor_invalid': 'Der Code ist falsch oder wurde bereits verwendet.',
  'error.second_factor_enabled': 'Die Anmeldung in zwei Schritten ist bereits eingeschaltet.',
  'error.second_factor_not_enabled':
    'Die Anmeldung in zwei Schritten ist nicht eingeschaltet. Bitte richten Sie sie zuerst ein.',
  'error.email_unchanged': 'Das ist bereits die E-Mail-Adresse Ihres Kontos.',
  'error.email_already_verified': 'Ihr Konto ist bereits aktiviert. Bitte melden Sie sich an.',
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
  'error.open_orders_exist':
    'Sie haben noch Bestellungen, die nicht abgeschlossen sind. Ihr Konto kann gelöscht werden, sobald sie abgeschlossen oder storniert sind; für eine Stornierung kontaktieren Sie uns bitte.',
  'error.deposit_holdings_exist':
    'In Ihrem Depot liegt noch Edelmetall. Bitte verkaufen Sie es an uns oder lassen Sie es sich liefern, bevor Sie Ihr Konto löschen.',
  'error.user_update_failed': 'Ihre Daten konnten nicht aktualisiert werden.',
  'error.limit_order_not_found': 'Die Limit-Order wurde nicht gefunden.',
  'error.limit_order_product_not_found':
    'Für dieses Produkt kann keine Limit-Order erteilt werden.',
  'error.limit_order_currency_mismatch':
    'Der Zielpreis muss in der Währung dieses Shops angegeben sein.',
  'error.limit_order_expiry_past': 'Bitte wählen Sie ein Datum und eine Uhrzeit in der Zukunft.',
  'error.limit_order_not_editable':
    'Eine ausgeführte oder stornierte Limit-Order kann nicht mehr geändert werden.',
  'error.limit_order_address_missing':
    'Bitte hinterlegen Sie in Ihrem Kundenkonto eine Standard-Liefer- und Rechnungsadresse, bevor Sie eine Limit-Order erteilen.',
  'error.limit_order_payout_missing': 'Bitte geben Sie die Bankverbindung für die Auszahlung an.',
  'error.limit_order_target_reached':
    'Der aktuelle Preis erreicht dieses Ziel bereits, die Order würde sofort ausgeführt. Bitte wählen Sie ein Ziel, das der Preis noch nicht erreicht hat.',
  'error.alert_not_found': 'Der Alarm wurde nicht gefunden.',
  'error.alert_product_not_found': 'Dieses Produkt kann nicht beobachtet werden.',
  'error.alert_product_available': 'Dieses Produkt ist verfügbar und kann sofort bestellt werden.',
  'error.concurrent_modification':
    'Ihre Daten wurden inzwischen geändert. Bitte laden Sie neu und versuchen Sie es erneut.',
  'error.origin_not_allowed': 'Diese Anfrage ist von einer anderen Website aus nicht erlaubt.',
  'error.co001': 'Der Warenkorb wurde nicht gefunden.',
  'error.co002': 'Der Warenkorb ist nicht aktiv.',
  'error.co003': 'Der Warenkorb hat keine Kundengruppe.',
  'error.co004': 'Der Warenkorb hat keine Gesamtsteuer.',
  'error.co005': 'Der Warenkorb hat keinen Bruttopreis.',
  'error.cart_limit_exceeded':
    'Limit überschritten: Ein Warenkorb darf höchstens 500.000 in Ihrer Währung enthalten. Bitte entfernen Sie Produkte.',
  'error.daily_limit_exceeded':
    'Tageslimit erreicht: Zusammen mit Ihren Käufen der letzten 24 Stunden überschreitet diese Bestellung das Limit für 24 Stunden. Ihr Warenkorb zeigt, wie viel noch frei ist; bitte entfernen Sie Produkte oder bestellen Sie später.',
  'error.cart_currency_not_allowed': 'Diese Währung ist in diesem Shop nicht verfügbar.',
  'error.cart_country_not_allowed': 'Dieser Shop liefert nicht in dieses Land.',
  'error.cart_product_not_found': 'Das Produkt wurde nicht gefunden.',
  'error.product_not_available': 'Dieses Produkt ist nicht mehr verfügbar.',
  'error.line_item_not_found': 'Dieses Produkt ist nicht im Warenkorb.',
  'error.wishlist_not_found': 'Die Wunschliste wurde nicht gefunden.',
  'error.wishlist_line_item_not_found': 'Dieses Produkt ist nicht auf der Wunschliste.',
  'error.wishlist_product_not_found': 'Das Produkt wurde nicht gefunden.',
  'error.wishlist_store_mismatch': 'Die Wunschliste gehört zu einem anderen Shop.',
  'error.wishlist_full': 'Die Wunschliste ist voll. Bitte entfernen Sie zuerst ein Produkt.',
  'error.no_shipping_address': 'Keine Lieferadresse: Bitte geben Sie eine Lieferadresse an.',
  'error.no_billing_address': 'Keine Rechnungsadresse: Bitte geben Sie eine Rechnungsadresse an.',
  'error.no_shipping_method': 'Keine Versandart: Bitte wählen Sie eine Versandart.',
  'error.no_payment_method': 'Keine Zahlungsart: Bitte wählen Sie eine Zahlungsart.',
  'error.no_cart_items': 'Keine Artikel: Ihr Warenkorb ist leer.',
  'error.no_customer_email': 'Keine E-Mail-Adresse: Bitte geben Sie Ihre E-Mail-Adresse an.',
  'error.order_below_minimum':
    'Mindestbestellwert unterschritten: Der Warenkorb muss mindestens 1,00 in Ihrer Währung wert sein.',
  'error.quote_not_valid':
    'Ihr Preisangebot ist nicht mehr gültig. Bitte prüfen Sie die aktualisierten Preise.',
  'error.prices_stale':
    'Der Handel ist pausiert: Die Metallmarktpreise sind nicht aktuell. Bitte versuchen Sie es später erneut; es wurde nichts bestellt.',
  'error.product_price_mismatch':
    'Preisabweichung: Die Preise haben sich geändert. Bitte bestätigen Sie die neuen Preise.',
  'error.non_scrap_items_with_scrap_metal_box':
    'Nicht-Altgold-Artikel mit Altmetall-Box: Die Altmetall-Box ist nur für Warenkörbe mit ausschließlich Altmetall.',
  'error.scrap_box_value_too_high':
    'Wert der Altmetall-Box zu hoch: Die Altmetall-Box nimmt höchstens 5.000 EUR Wert auf.',
  'error.silver_not_allowed_with_deposit':
    'Silber nicht mit Depot-Versand erlaubt: Nicht zollfreies Silber kann nicht ins Depot.',
  'error.deposit_not_open':
    'Bitte eröffnen Sie Ihr Edelmetall-Depot im Kundenkonto, bevor Sie dorthin liefern lassen.',
  'error.invalid_deposit_items':
    'Ungültige Depotpositionen: Aus dem Depot können Sie je Produkt höchstens verkaufen, was darin liegt.',
  'error.cancellation_not_allowed':
    'Die Bestellung kann nicht mehr storniert werden: Sie ist bezahlt, abgeschlossen oder bereits storniert.',
  'error.coupon_minimum_not_reached':
    'Dieser Gutschein gilt erst ab einem höheren Warenwert: Bitte legen Sie mehr in den Warenkorb.',
  'error.transition_not_allowed':
    'Dieser Schritt ist im aktuellen Zustand der Bestellung nicht möglich.',
  'error.order_lookup_failed':
    'Der Code ist falsch oder abgelaufen. Bitte fordern Sie einen neuen Code an.',
  'error.consents_missing':
    'Bitte akzeptieren Sie die Datenschutzerklärung und die AGB, um die Bestellung aufzugeben.',
  'error.empty_or_zero_total':
    'Ein leerer Warenkorb oder ein Warenkorb mit Gesamtsumme null kann nicht fortgesetzt werden.',
  'error.out_of_stock_items': 'Nicht vorrätige Artikel müssen ersetzt oder entfernt werden.',
  'error.product_removed':
    '{name} ist nicht mehr verfügbar und wurde aus Ihrem Warenkorb entfernt.',
  'error.prices_updated':
    'Die Preise wurden aufgrund einer Metallpreisänderung aktualisiert. Bitte prüfen Sie Ihren Warenkorb.',
  'error.recalculation_failed':
    'Der Warenkorb konnte nicht neu berechnet werden. Bitte laden Sie die Seite neu.',
  'error.duty_free_needs_customer_support':
    'Zollfreie Produkte können nicht über das Depot verkauft werden; dafür ist der Kundenservice nötig. Bitte kontaktieren Sie uns.',
  'error.no_pickup_branch': 'Bitte wählen Sie eine Filiale für die Abholung.',
  'error.country_not_allowed_for_shipping_address':
    'Dieses Land ist als Lieferadresse nicht erlaubt.',
  'error.shipping_method_not_applicable':
    'Diese Versandart ist für diese Art von Warenkorb nicht verfügbar.',
  'error.cash_payout_too_high':
    'Barauszahlung in der Filiale ist bis 15.000 möglich. Bitte wählen Sie Überweisung.',
  'error.cash_purchase_needs_pickup':
    'Barzahlung ist nur bei Abholung in der Filiale innerhalb von 5 Werktagen möglich.',
  'error.no_payout_bank_details': 'Bitte geben Sie die Bankverbindung für Ihre Auszahlung an.',
  'error.shipping_method_not_found': 'Diese Versandart wurde nicht gefunden.',
  'error.payment_method_not_allowed': 'Diese Zahlungsart ist für diesen Warenkorb nicht verfügbar.',
  'error.branch_not_found': 'Unter dieser Adresse ist keine Filiale eingetragen.',
  'error.media_not_found': 'Dieses Video oder Bild wurde nicht gefunden.',
  'error.contact_submit_failed':
    'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut oder rufen Sie uns an.',
  'error.whistleblow_submit_failed':
    'Ihre Meldung konnte nicht übermittelt werden. Bitte versuchen Sie es später erneut.',
  'error.whistleblow_case_not_found': 'Zu diesem Fallcode wurde keine Meldung gefunden.',
  'error.newsletter_email_exists':
    'Diese E-Mail-Adresse ist bereits für unseren Newsletter angemeldet.',
  'error.subscribe_failed':
    'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  'error.newsletter_token_invalid':
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  'error.pickup_branch_not_found': 'Diese Filiale wurde nicht gefunden.',
  'error.payout_not_for_buy_cart': 'Eine Auszahlungs-Bankverbindung gehört nur zu einem Verkauf.',
  'error.payout_bank_details_kind':
    'US-Auszahlungen brauchen Konto- und Routing-Nummer, alle anderen IBAN und BIC.',
  'error.coupon_already_added': 'Diesem Warenkorb wurde bereits ein Gutschein hinzugefügt.',
  'error.coupon_not_found': 'Dieser Gutscheincode wurde nicht gefunden.',
  'error.coupon_empty': 'Bitte geben Sie einen Gutscheincode ein.',
  'error.coupon_not_applicable': 'Gutscheine gelten nur für Käufe.',
  'error.coupon_limit_reached':
    'Dieser Gutschein kann nicht mehr eingelöst werden: Sie haben ihn so oft wie erlaubt verwendet, oder alle Einlösungen sind vergeben.',
  'error.coupon_bullion_excluded':
    'Dieser Gutschein gilt nicht für Anlagemetall (Barren und Münzen), und Ihr Warenkorb enthält nichts anderes.',
  'error.coupon_sell_back_above_cost':
    'Mit einem Gutschein gekauftes Edelmetall können Sie während der Haltefrist nicht teurer zurückverkaufen, als es Sie gekostet hat. Bitte entfernen Sie die genannten Positionen oder verkaufen Sie später.',
  'validation.couponSellBackCost':
    'Sie haben dieses Produkt kürzlich mit einem Gutschein gekauft: Es kann höchstens zu dem Preis zurückverkauft werden, den es Sie gekostet hat.',
  'error.order_not_found': 'Die Bestellung wurde nicht gefunden.',
  'error.document_not_found': 'Der Beleg wurde nicht gefunden.',
  'error.order_slip_not_available':
    'Einen Begleitschein gibt es nur zu einem Verkauf, dessen Ware Sie uns per Post senden; zu diesem Auftrag gibt es keinen.',
  'error.idempotency_key_missing': 'Die Anfrage braucht einen Idempotency-Key-Header.',
  'error.idempotency_key_reused':
    'Dieser Idempotenzschlüssel wurde bereits für eine andere Bestellanfrage verwendet.',
  'error.idempotency_key_in_progress':
    'Ihre Bestellung wird bereits aufgegeben. Bitte warten Sie einen Moment.',
  'error.story_not_found': 'Dieser Inhalt wurde nicht gefunden.',
  'error.content_preview_invalid': 'Dieser Vorschau-Link ist abgelaufen oder ungültig.',
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
