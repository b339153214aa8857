import type { TranslationOf } from './table-types';
import type { errorsEn } from './errors';

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
