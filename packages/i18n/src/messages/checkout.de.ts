import type { TranslationOf } from './table-types';
import type { checkoutEn } from './checkout';

export const checkoutDe: TranslationOf<typeof checkoutEn> = {
  'checkout.cart.loading': 'Warenkorb wird geladen',
  'checkout.cart.loadFailed':
    'Der Warenkorb konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  'checkout.cart.lines': 'Produkte im Warenkorb',
  'checkout.cart.column.product': 'Produkt',
  'checkout.cart.column.quantity': 'Menge',
  'checkout.cart.column.unitPrice': 'Stückpreis',
  'checkout.cart.column.total': 'Summe',
  'checkout.cart.quantityOf': 'Menge von {name}',
  'checkout.cart.grams': 'Gramm',
  'checkout.cart.grams.format':
    'Bitte geben Sie das Gewicht in Gramm als Zahl ein, zum Beispiel 12,5.',
  'checkout.cart.grams.decimals':
    'Bitte höchstens eine Nachkommastelle eingeben, zum Beispiel 12,5 g: Wir wiegen auf ein Zehntelgramm genau.',
  'checkout.cart.grams.zero':
    'Bitte geben Sie ein Gewicht über 0 g ein oder entfernen Sie die Position.',
  'checkout.cart.grams.tooHigh': 'Bitte höchstens {max} g eingeben.',
  'checkout.cart.update': 'Aktualisieren',
  'checkout.cart.remove': '{name} entfernen',
  'checkout.cart.removeShort': 'Entfernen',
  'checkout.cart.summary': 'Zusammenfassung',
  'checkout.cart.subtotal': 'Zwischensumme',
  'checkout.cart.tax': 'Enthaltene MwSt.',
  'checkout.cart.shipping': 'Versand',
  'checkout.cart.shipping.later': 'Wird in der Bestellung gewählt',
  'checkout.cart.total': 'Gesamt',
  'checkout.cart.proceed': 'Weiter zur Kasse',
  'checkout.cart.message.limitExceeded':
    'Limit überschritten: Ein Warenkorb darf höchstens {limit} enthalten. Bitte entfernen Sie Produkte.',
  'checkout.cart.message.belowMinimum': 'Der Mindestwarenwert beträgt {minimum}.',
  'checkout.cart.message.zeroTotal':
    'Ein Warenkorb mit einer Gesamtsumme von null kann nicht bestellt werden.',
  'checkout.cart.message.dailyLimit':
    'Tageslimit erreicht: Ihre Käufe innerhalb von 24 Stunden dürfen höchstens {limit} betragen, neben Ihren letzten Bestellungen sind davon noch {left} frei. Bitte entfernen Sie Produkte.',
  'checkout.cart.message.dailyLimitFreesAt': 'Dieser Warenkorb passt ab {moment} in das Limit.',
  'checkout.cart.message.removed': '{name} wurde aus dem Warenkorb entfernt.',
  'checkout.cart.message.notAvailable': '{name} ist nicht mehr verfügbar.',
  'checkout.cart.stock.soldOut':
    'Ausverkauft: Bitte entfernen Sie {name} oder wählen Sie ein anderes Produkt.',
  'checkout.cart.stock.few': 'Nur noch {count} Stück verfügbar',
  'checkout.cart.stock.reduce':
    'Nur noch {count} Stück verfügbar: Verringern Sie die Menge von {name} auf {count} oder entfernen Sie es.',
  'checkout.cart.stock.short':
    'Von {name} ist für diese Menge nicht genug vorrätig: Bitte verringern Sie die Menge oder entfernen Sie das Produkt.',
  'checkout.cart.message.outOfStock':
    'Nicht genug vorrätig: {names}. Verringern Sie die Menge oder entfernen Sie das Produkt, um fortzufahren.',
  'checkout.cart.message.pricesUpdated':
    'Die Preise wurden aufgrund einer Metallpreisänderung aktualisiert. Bitte prüfen Sie Ihren Warenkorb.',
  'checkout.cart.previousPrice': 'vorher {price}',
  'checkout.cart.message.recalculationFailed':
    'Der Warenkorb konnte nicht neu berechnet werden. Bitte laden Sie die Seite neu.',
  'checkout.cart.message.changeFailed':
    'Der Warenkorb konnte nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
  'checkout.cart.tabs': 'Warenkörbe',
  'checkout.cart.buy': 'Kaufwarenkorb',
  'checkout.cart.sell': 'Verkaufswarenkorb',
  'checkout.cart.buy.empty': 'Ihr Kaufwarenkorb ist leer.',
  'checkout.cart.sell.empty': 'Ihr Verkaufswarenkorb ist leer.',
  'checkout.cart.buy.emptyText':
    'Wählen Sie Münzen und Barren im Shop; der Preis folgt dem Edelmetall-Spotpreis.',
  'checkout.cart.sell.emptyText':
    'Sagen Sie uns, was Sie verkaufen möchten: Barren, Münzen oder Altgold.',
  'checkout.cart.toShop': 'Zum Shop',
  'checkout.cart.toSell': 'Zum Ankauf',
  'checkout.steps': 'Schritte der Bestellung',
  'checkout.step.select': 'Auswahl',
  'checkout.step.cart': 'Warenkorb',
  'checkout.step.myData': 'Meine Daten',
  'checkout.step.deliveryPayment': 'Lieferung und Zahlung',
  'checkout.step.review': 'Überprüfung',
  'checkout.step.confirmation': 'Bestätigung',
  'checkout.nothing':
    'Es gibt nichts zu bestellen: Ihr {type, select, sell {Verkaufswarenkorb} other {Kaufwarenkorb}} ist leer.',
  'checkout.toCart': 'Zurück zum Warenkorb',
  'checkout.confirmation.none': 'In dieser Browsersitzung wurde keine Bestellung aufgegeben.',
  'checkout.confirmation.noneText':
    'Ihre Bestellungen werden hier direkt nach dem Absenden bestätigt.',
  'checkout.review.validFor': 'Preise gültig für {time}',
  'checkout.review.lapsed':
    'Die angebotenen Preise sind abgelaufen. Holen Sie ein neues Angebot ein, um fortzufahren.',
  'checkout.review.refresh': 'Neues Angebot einholen',
  'checkout.review.quoting': 'Ihre Preise werden bestätigt …',
  'checkout.payment.title.buy': 'Zahlungsart',
  'checkout.payment.title.sell': 'Auszahlungsart',
  'checkout.payment.bankTransfer': 'Überweisung',
  'checkout.payment.bankTransfer.us': 'Überweisung (Wire) oder Scheck',
  'checkout.payment.cashInStore': 'Barzahlung in der Filiale',
  'checkout.payment.cashInStore.sell': 'Barauszahlung in der Filiale',
  'checkout.payment.card': 'Kreditkarte',
  'checkout.payment.paypal': 'PayPal',
  'checkout.payment.comingSoon': 'Demnächst verfügbar',
  'checkout.payment.hint.buy.bankTransfer':
    'Sie überweisen den Betrag auf unser Konto; nach Zahlungseingang versenden oder übergeben wir die Ware.',
  'checkout.payment.hint.buy.cashInStore':
    'Sie zahlen bar, wenn Sie die Ware in der Filiale abholen.',
  'checkout.payment.hint.sell.bankTransfer':
    'Wir überweisen den Betrag auf Ihr Konto, sobald die Ware bei uns eingetroffen und geprüft ist.',
  'checkout.payment.hint.sell.cashInStore':
    'Wir zahlen Ihnen den Betrag nach der Prüfung in der Filiale bar aus, bis 15.000.',
  'checkout.payment.amlNote':
    'Dieser Barbetrag liegt allein oder zusammen mit Ihren letzten Barbestellungen über der Schwelle des Geldwäschegesetzes: Bitte bringen Sie einen amtlichen Lichtbildausweis in die Filiale mit.',
  'checkout.payout.title': 'Bankverbindung für die Auszahlung',
  'checkout.payout.hint': 'Wir überweisen den Erlös Ihres Verkaufs auf dieses Konto.',
  'checkout.account.created':
    'Für {email} wurde ein Konto angelegt. Melden Sie sich an oder fahren Sie als Gast fort, um die Bestellung zuzuordnen.',
  'checkout.address.shipping': 'Lieferadresse',
  'checkout.address.billing': 'Rechnungsadresse',
  'checkout.address.billingSame': 'Die Rechnungsadresse ist die Lieferadresse',
  'checkout.address.new': 'Andere Adresse eingeben',
  'checkout.address.complete': 'Bitte vervollständigen Sie diese Adresse',
  'checkout.continue': 'Weiter',
  'checkout.back': 'Zurück',
  'checkout.guard.empty':
    'Ihr {type, select, sell {Verkaufswarenkorb} other {Kaufwarenkorb}} ist leer, es gibt noch nichts zu bestellen.',
  'checkout.account.title': 'Wie möchten Sie fortfahren?',
  'checkout.account.signIn': 'Mit meinem Konto anmelden',
  'checkout.account.guest': 'Als Gast fortfahren',
  'checkout.account.register': 'Konto anlegen',
  'checkout.account.signInButton': 'Anmelden',
  'checkout.account.registerButton': 'Konto anlegen',
  'checkout.account.email': 'E-Mail-Adresse',
  'checkout.account.email.hint': 'An diese Adresse senden wir die Bestellbestätigung.',
  'checkout.account.signedInAs': 'Angemeldet als {email}.',
  'checkout.account.choose':
    'Bitte melden Sie sich an, fahren Sie als Gast fort oder legen Sie ein Konto an.',
  'checkout.shipping.title': 'Lieferung',
  'checkout.shipping.pickup': 'Abholung in der Filiale',
  'checkout.shipping.shipping': 'Standardversand',
  'checkout.shipping.shippingBuy': 'Versand auf eigenes Risiko',
  'checkout.shipping.insured-shipping': 'Versicherter Versand',
  'checkout.shipping.leave-in-store': 'In der Filiale abgeben oder lassen',
  'checkout.shipping.send-to-store': 'Versand in die Filiale',
  'checkout.shipping.deposit': 'Verwahrung',
  'checkout.shipping.scrapMetalBox': 'Altgold-Versandbox',
  'checkout.shipping.free': 'Kostenlos',
  'checkout.shipping.freeFrom': 'Kostenlos ab {amount}',
  'checkout.shipping.hint.buy.shipping': 'Per Paketdienst an Ihre Lieferadresse.',
  'checkout.shipping.hint.buy.shippingBuy':
    'Günstigeres Paket ohne Transportversicherung: Das Verlustrisiko geht mit dem Versand auf Sie über.',
  'checkout.shipping.hint.buy.insured-shipping':
    'Paket, bis zur Zustellung zum vollen Warenwert versichert.',
  'checkout.shipping.hint.buy.pickup':
    'Sie holen die Ware in der unten gewählten Filiale ab; wir melden uns, sobald sie bereitliegt.',
  'checkout.shipping.hint.buy.leave-in-store':
    'Die Ware bleibt für Sie in unserer Filiale, bis Sie sie abholen.',
  'checkout.shipping.hint.buy.send-to-store':
    'Wir senden die Ware in die unten gewählte Filiale, wo Sie sie abholen.',
  'checkout.shipping.hint.buy.deposit':
    'Die Ware kommt in Ihr Edelmetall-Depot bei uns, verwahrt und versichert.',
  'checkout.shipping.hint.sell.shipping': 'Sie senden uns die Ware per Paketdienst.',
  'checkout.shipping.hint.sell.insured-shipping':
    'Sie senden uns die Ware als Paket, zum vollen Wert versichert.',
  'checkout.shipping.hint.sell.leave-in-store': 'Sie bringen die Ware in eine unserer Filialen.',
  'checkout.shipping.hint.sell.deposit':
    'Wir kaufen die Ware aus Ihrem Edelmetall-Depot an: Sie müssen nichts versenden.',
  'checkout.shipping.hint.sell.scrapMetalBox':
    'Wir senden Ihnen eine kostenlose Versandbox, nur für Altmetall und bis zu einem begrenzten Wert.',
  'checkout.shipping.depositNeedsAccount':
    'Erfordert ein Kundenkonto: Melden Sie sich an oder registrieren Sie sich, um Metall im Depot zu verwahren.',
  'checkout.shipping.applying': 'Ihre Lieferart wird übernommen …',
  'checkout.branch.label': 'Filiale',
  'checkout.branch.choose': 'Bitte wählen Sie eine Filiale',
  'checkout.deliveryPayment.incomplete': 'Bitte wählen Sie eine Liefer- und eine Zahlungsart.',
  'checkout.review.items': 'Artikel',
  'checkout.review.product': 'Produkt',
  'checkout.review.quantity': 'Menge',
  'checkout.review.unitPrice': 'Stückpreis',
  'checkout.review.lineTotal': 'Summe',
  'checkout.review.shippingCost': 'Versand',
  'checkout.review.discount': 'Gutschein {code}',
  'checkout.coupon.label': 'Gutscheincode',
  'checkout.coupon.add': 'Einlösen',
  'checkout.coupon.adding': 'Der Gutschein wird eingelöst …',
  'checkout.coupon.applied': 'Gutschein {code} eingelöst',
  'checkout.coupon.remove': 'Gutschein entfernen',
  'checkout.coupon.removing': 'Der Gutschein wird entfernt …',
  'checkout.coupon.bullionNote':
    'Anlagemetall (Barren und Münzen) ist von diesem Gutschein ausgenommen oder nur bis knapp unter seine Rückkaufspanne rabattiert.',
  'checkout.review.total.buy': 'Gesamtsumme (inkl. MwSt.)',
  'checkout.review.total.sell': 'Auszahlungsbetrag',
  'checkout.review.tax': 'inkl. MwSt. {amount}',
  'checkout.review.email': 'E-Mail',
  'checkout.review.delivery': 'Lieferung',
  'checkout.review.payment': 'Zahlung',
  'checkout.review.branch': 'Filiale',
  'checkout.review.payoutTo': 'Auszahlung an {owner}, {account}',
  'checkout.review.edit': 'Ändern',
  'checkout.review.comment': 'Anmerkung zur Bestellung',
  'checkout.review.commentHint':
    'Zum Beispiel ein Hinweis zur Lieferung. Höchstens {max} Zeichen, {used} verwendet.',
  'checkout.review.consents': 'Zustimmungen',
  'checkout.review.privacy': 'Ich habe die <privacy>Datenschutzerklärung</privacy> gelesen.',
  'checkout.review.terms':
    'Ich akzeptiere die <terms>AGB</terms> und die <cancellation>Widerrufsbelehrung</cancellation>.',
  'checkout.review.opensInNewTab': '(öffnet in einem neuen Tab)',
  'checkout.review.blocked': 'Die Bestellung ist noch nicht möglich:',
  'checkout.loading': 'Ihr Warenkorb wird geladen',
  'checkout.order.submit.buy': 'Zahlungspflichtig bestellen',
  'checkout.order.submit.sell': 'Verbindlich verkaufen',
  'checkout.order.submitting': 'Ihre Bestellung wird aufgegeben …',
  'checkout.order.missingPrivacy':
    'Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben.',
  'checkout.order.commentInvalid': 'Bitte korrigieren Sie Ihre Anmerkung zur Bestellung.',
  'checkout.order.missingTerms': 'Bitte akzeptieren Sie die AGB und die Widerrufsbelehrung.',
  'checkout.priceConfirm.title': 'Die Preise haben sich geändert',
  'checkout.priceConfirm.text':
    'Die Preise haben sich geändert, bevor Ihre Bestellung aufgegeben wurde. Bitte bestätigen Sie die neuen Preise.',
  'checkout.priceConfirm.lines': 'Geänderte Preise',
  'checkout.priceConfirm.oldPrice': 'Bisheriger Stückpreis',
  'checkout.priceConfirm.newPrice': 'Neuer Stückpreis',
  'checkout.priceConfirm.oldTotal': 'Bisherige Summe',
  'checkout.priceConfirm.newTotal': 'Neue Summe',
  'checkout.priceConfirm.confirm.buy': 'Zu den neuen Preisen bestellen',
  'checkout.priceConfirm.confirm.sell': 'Zu den neuen Preisen verkaufen',
  'checkout.priceConfirm.cancel': 'Zurück zur Übersicht',
  'checkout.confirmation.loading': 'Ihre Bestellung wird geladen',
  'checkout.confirmation.title.buy': 'Vielen Dank für Ihre Bestellung',
  'checkout.confirmation.title.sell': 'Vielen Dank für Ihren Verkauf',
  'checkout.confirmation.number': 'Bestellnummer',
  'checkout.confirmation.mail': 'Wir haben Ihnen eine Bestätigung an {email} gesendet.',
  'checkout.confirmation.nextSteps': 'Nächste Schritte',
  'checkout.confirmation.bankTransfer':
    'Bitte überweisen Sie {amount} auf unser unten genanntes Konto, mit dem Verwendungszweck {orderNumber}.',
  'checkout.confirmation.bankTransfer.us':
    'Bitte überweisen Sie {amount} auf unser unten genanntes Konto oder senden Sie einen Scheck, mit dem Vermerk {orderNumber}.',
  'checkout.confirmation.bankDetails': 'Unsere Bankverbindung',
  'checkout.confirmation.demoAccount': 'Demokonto – bitte nicht überweisen',
  'checkout.confirmation.demoAccountText':
    'Diese Bankverbindung ist ein Beispiel eines Demo-Shops, nicht das Konto des Händlers.',
  'checkout.confirmation.account.holder': 'Kontoinhaber',
  'checkout.confirmation.account.bank': 'Bank',
  'checkout.confirmation.account.iban': 'IBAN',
  'checkout.confirmation.account.bic': 'BIC',
  'checkout.confirmation.account.accountNumber': 'Kontonummer',
  'checkout.confirmation.account.routingNumber': 'Routing-Nummer',
  'checkout.confirmation.account.amount': 'Betrag',
  'checkout.confirmation.account.reference': 'Verwendungszweck',
  'checkout.confirmation.pickup':
    'Holen Sie Ihre Bestellung hier ab und bezahlen Sie sie dort: {branch}.',
  'checkout.confirmation.pickupNoBranch':
    'Holen Sie Ihre Bestellung in der gewählten Filiale ab und bezahlen Sie dort.',
  'checkout.confirmation.bringId':
    'Bitte bringen Sie einen amtlichen Lichtbildausweis mit: Barzahlungen über der Geldwäsche-Schwelle, allein oder zusammen mit Ihren letzten Barbestellungen, erfordern eine Identifizierung.',
  'checkout.confirmation.shipping':
    'Wir versenden Ihre Bestellung, sobald Ihre Zahlung eingegangen ist.',
  'checkout.confirmation.sellSend':
    'Senden oder bringen Sie uns das Metall. Nach der Prüfung zahlen wir {amount} aus.',
  'checkout.confirmation.sellPayout': 'Die Auszahlung geht an {owner}, {account}.',
  'checkout.confirmation.sellCash': 'Die Auszahlung erfolgt bar in der Filiale.',
  'checkout.confirmation.sell.title': 'So senden Sie uns die Ware',
  'checkout.confirmation.sell.sendTo': 'Bitte senden Sie die Ware an:',
  'checkout.confirmation.sell.demoAddress': 'Demoadresse – bitte nichts senden',
  'checkout.confirmation.sell.demoAddressText':
    'Dies ist die Beispieladresse eines Demo-Shops, nicht die des Händlers.',
  'checkout.confirmation.sell.insured':
    'Versenden Sie die Ware versichert zu ihrem vollen Wert (etwa als versichertes Paket oder Wertversand) und bewahren Sie den Einlieferungsbeleg auf: Bis die Ware bei uns ist, reist sie auf Ihr Risiko.',
  'checkout.confirmation.sell.packing':
    'Verpacken Sie jedes Stück so, dass es nicht verrutschen oder an anderen reiben kann, in einem neutralen Karton ohne Hinweis auf Edelmetall außen.',
  'checkout.confirmation.sell.enclose':
    'Legen Sie einen Zettel mit der Auftragsnummer {orderNumber} (oder den ausgedruckten Begleitschein) bei, damit wir die Ware Ihrem Verkauf zuordnen können.',
  'checkout.confirmation.sell.nextTitle': 'So geht es weiter',
  'checkout.confirmation.sell.next':
    'Wir bestätigen den Eingang der Ware per E-Mail, prüfen sie und analysieren Altgold auf Feingehalt und Gewicht. Weicht das Ergebnis von Ihren Angaben ab, erhalten Sie ein endgültiges Angebot; sonst zahlen wir auf das angegebene Konto aus.',
  'checkout.confirmation.sell.fromDeposit':
    'Sie müssen nichts senden: Das Metall wird aus Ihrem Depot bei uns entnommen.',
  'checkout.confirmation.sell.slip': 'Begleitschein drucken (PDF)',
  'checkout.confirmation.toShop': 'Weiter einkaufen',
};
