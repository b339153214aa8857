import type { TranslationOf } from './table-types';

export const checkoutEn = {
  'checkout.cart.loading': 'Loading the cart',
  'checkout.cart.loadFailed': 'The cart could not be loaded. Please reload the page.',
  'checkout.cart.lines': 'Products in the cart',
  'checkout.cart.column.product': 'Product',
  'checkout.cart.column.quantity': 'Quantity',
  'checkout.cart.column.unitPrice': 'Unit price',
  'checkout.cart.column.total': 'Total',
  'checkout.cart.quantityOf': 'Quantity of {name}',
  'checkout.cart.grams': 'grams',
  'checkout.cart.grams.format': 'Please enter the weight in grams as a number, for example 12.5.',
  'checkout.cart.grams.decimals':
    'Please enter at most one decimal place, for example 12.5 g: we weigh to a tenth of a gram.',
  'checkout.cart.grams.zero': 'Please enter a weight of more than 0 g, or remove the item.',
  'checkout.cart.grams.tooHigh': 'Please enter at most {max} g.',
  'checkout.cart.update': 'Update',
  'checkout.cart.remove': 'Remove {name}',
  'checkout.cart.removeShort': 'Remove',
  'checkout.cart.summary': 'Summary',
  'checkout.cart.subtotal': 'Subtotal',
  'checkout.cart.tax': 'Included VAT',
  'checkout.cart.shipping': 'Shipping',
  'checkout.cart.shipping.later': 'Chosen in the checkout',
  'checkout.cart.total': 'Total',
  'checkout.cart.proceed': 'Continue to checkout',
  'checkout.cart.message.limitExceeded':
    'Limit exceeded: a cart may hold at most {limit}. Please remove products.',
  'checkout.cart.message.belowMinimum': 'The minimum cart value is {minimum}.',
  'checkout.cart.message.zeroTotal': 'A cart with a total of zero cannot be checked out.',
  'checkout.cart.message.dailyLimit':
    'Daily limit reached: your purchases within 24 hours may come to at most {limit}, and {left} of it is left beside your recent orders. Please remove products.',
  'checkout.cart.message.dailyLimitFreesAt': 'This cart fits within the limit from {moment}.',
  'checkout.cart.message.removed': '{name} was removed from the cart.',
  'checkout.cart.message.notAvailable': '{name} is no longer available.',
  'checkout.cart.stock.soldOut': 'Sold out: please remove {name} or choose another product.',
  'checkout.cart.stock.few': 'Only {count} left',
  'checkout.cart.stock.reduce':
    'Only {count} left: lower the quantity of {name} to {count} or remove it.',
  'checkout.cart.stock.short':
    'Not enough of {name} in stock for this quantity: please lower it or remove the product.',
  'checkout.cart.message.outOfStock':
    'Not enough in stock: {names}. Lower the quantity or remove the product to continue.',
  'checkout.cart.message.pricesUpdated':
    'Prices were updated because the metal price changed. Please verify your cart.',
  'checkout.cart.previousPrice': 'previously {price}',
  'checkout.cart.message.recalculationFailed':
    'The cart could not be recalculated. Please reload the page.',
  'checkout.cart.message.changeFailed': 'The cart could not be changed. Please try again later.',
  'checkout.cart.tabs': 'Carts',
  'checkout.cart.buy': 'Buy cart',
  'checkout.cart.sell': 'Sell cart',
  'checkout.cart.buy.empty': 'Your buy cart is empty.',
  'checkout.cart.sell.empty': 'Your sell cart is empty.',
  'checkout.cart.buy.emptyText':
    'Choose coins and bars in the shop; the price follows the metal spot price.',
  'checkout.cart.sell.emptyText': 'Tell us what you want to sell: bullion, coins or scrap gold.',
  'checkout.cart.toShop': 'Go to the shop',
  'checkout.cart.toSell': 'Sell to us',
  'checkout.steps': 'Checkout steps',
  'checkout.step.select': 'Select',
  'checkout.step.cart': 'Cart',
  'checkout.step.myData': 'My data',
  'checkout.step.deliveryPayment': 'Delivery and payment',
  'checkout.step.review': 'Review',
  'checkout.step.confirmation': 'Confirmation',
  'checkout.nothing':
    'There is nothing to check out: your {type, select, sell {sell} other {buy}} cart is empty.',
  'checkout.toCart': 'Back to the cart',
  'checkout.confirmation.none': 'No order has been placed in this browser session.',
  'checkout.confirmation.noneText': 'Your orders are confirmed here right after you place them.',
  'checkout.review.validFor': 'Prices valid for {time}',
  'checkout.review.lapsed': 'The quoted prices have expired. Get a fresh quote to continue.',
  'checkout.review.refresh': 'Get a fresh quote',
  'checkout.review.quoting': 'Your prices are being confirmed …',
  'checkout.payment.title.buy': 'Payment method',
  'checkout.payment.title.sell': 'Payout method',
  'checkout.payment.bankTransfer': 'Bank transfer',
  'checkout.payment.bankTransfer.us': 'Wire transfer or check',
  'checkout.payment.cashInStore': 'Cash in store',
  'checkout.payment.cashInStore.sell': 'Cash payout in store',
  'checkout.payment.card': 'Credit card',
  'checkout.payment.paypal': 'PayPal',
  'checkout.payment.comingSoon': 'Coming soon',
  'checkout.payment.hint.buy.bankTransfer':
    'You transfer the amount to our account; we ship or hand over the goods once it has arrived.',
  'checkout.payment.hint.buy.cashInStore':
    'You pay in cash when you collect the goods in the branch.',
  'checkout.payment.hint.sell.bankTransfer':
    'We transfer the amount to your account once we have received and checked the goods.',
  'checkout.payment.hint.sell.cashInStore':
    'We pay you in cash in the branch once we have checked the goods, up to 15,000.',
  'checkout.payment.amlNote':
    'This cash amount, alone or together with your recent cash orders, is above the anti-money-laundering threshold: please bring an official photo ID to the store.',
  'checkout.payout.title': 'Payout bank details',
  'checkout.payout.hint': 'We transfer the payout for your sale to this account.',
  'checkout.account.created':
    'An account was created for {email}. Log in or continue as guest to attach the order.',
  'checkout.address.shipping': 'Shipping address',
  'checkout.address.billing': 'Billing address',
  'checkout.address.billingSame': 'The billing address is the shipping address',
  'checkout.address.new': 'Enter another address',
  'checkout.address.complete': 'Please complete this address',
  'checkout.continue': 'Continue',
  'checkout.back': 'Back',
  'checkout.guard.empty':
    'Your {type, select, sell {sell} other {buy}} cart is empty, so there is nothing to check out yet.',
  'checkout.account.title': 'How would you like to continue?',
  'checkout.account.signIn': 'Sign in to my account',
  'checkout.account.guest': 'Continue as guest',
  'checkout.account.register': 'Create an account',
  'checkout.account.signInButton': 'Sign in',
  'checkout.account.registerButton': 'Create account',
  'checkout.account.email': 'E-mail address',
  'checkout.account.email.hint': 'We send the order confirmation to this address.',
  'checkout.account.signedInAs': 'Signed in as {email}.',
  'checkout.account.choose': 'Please sign in, continue as guest or create an account.',
  'checkout.shipping.title': 'Delivery',
  'checkout.shipping.pickup': 'Pick-up in store',
  'checkout.shipping.shipping': 'Standard shipping',
  'checkout.shipping.shippingBuy': 'Shipping at own risk',
  'checkout.shipping.insured-shipping': 'Insured shipping',
  'checkout.shipping.leave-in-store': 'Leave or drop off in store',
  'checkout.shipping.send-to-store': 'Ship to store',
  'checkout.shipping.deposit': 'Deposit',
  'checkout.shipping.scrapMetalBox': 'Scrap metal box',
  'checkout.shipping.free': 'Free',
  'checkout.shipping.freeFrom': 'Free from {amount}',
  'checkout.shipping.hint.buy.shipping': 'Parcel service to your delivery address.',
  'checkout.shipping.hint.buy.shippingBuy':
    'A cheaper parcel without transport insurance: the risk of loss passes to you on dispatch.',
  'checkout.shipping.hint.buy.insured-shipping':
    'A parcel insured for the full value of the goods until it reaches you.',
  'checkout.shipping.hint.buy.pickup':
    'Collect the goods in the store you choose below; we tell you when they are ready.',
  'checkout.shipping.hint.buy.leave-in-store':
    'The goods stay in our store for you until you collect them.',
  'checkout.shipping.hint.buy.send-to-store':
    'We send the goods to the store you choose below, where you collect them.',
  'checkout.shipping.hint.buy.deposit':
    'The goods go into your precious-metal deposit with us, stored and insured.',
  'checkout.shipping.hint.sell.shipping': 'You send the goods to us by parcel service.',
  'checkout.shipping.hint.sell.insured-shipping':
    'You send the goods to us as a parcel insured for their full value.',
  'checkout.shipping.hint.sell.leave-in-store': 'You bring the goods to one of our stores.',
  'checkout.shipping.hint.sell.deposit':
    'We buy the goods out of your precious-metal deposit: nothing needs to be sent.',
  'checkout.shipping.hint.sell.scrapMetalBox':
    'We send you a free shipping box for scrap metal only, up to a limited value.',
  'checkout.shipping.depositNeedsAccount':
    'Needs a customer account: sign in or register to keep metal in a deposit.',
  'checkout.shipping.applying': 'Applying your delivery choice…',
  'checkout.branch.label': 'Store',
  'checkout.branch.choose': 'Please choose a store',
  'checkout.deliveryPayment.incomplete': 'Please choose a delivery and a payment method.',
  'checkout.review.items': 'Items',
  'checkout.review.product': 'Product',
  'checkout.review.quantity': 'Quantity',
  'checkout.review.unitPrice': 'Unit price',
  'checkout.review.lineTotal': 'Total',
  'checkout.review.shippingCost': 'Shipping',
  'checkout.review.discount': 'Coupon {code}',
  'checkout.coupon.label': 'Coupon code',
  'checkout.coupon.add': 'Redeem',
  'checkout.coupon.adding': 'Redeeming the coupon…',
  'checkout.coupon.applied': 'Coupon {code} redeemed',
  'checkout.coupon.remove': 'Remove coupon',
  'checkout.coupon.removing': 'Removing the coupon…',
  'checkout.coupon.bullionNote':
    'Investment bullion (bars and coins) is left out of this coupon, or discounted only up to just below its buy-back spread.',
  'checkout.review.total.buy': 'Total (incl. VAT)',
  'checkout.review.total.sell': 'Payout',
  'checkout.review.tax': 'incl. VAT {amount}',
  'checkout.review.email': 'E-mail',
  'checkout.review.delivery': 'Delivery',
  'checkout.review.payment': 'Payment',
  'checkout.review.branch': 'Store',
  'checkout.review.payoutTo': 'Payout to {owner}, {account}',
  'checkout.review.edit': 'Change',
  'checkout.review.comment': 'Comment on your order',
  'checkout.review.commentHint':
    'For example a note on the delivery. At most {max} characters, {used} used.',
  'checkout.review.consents': 'Consents',
  'checkout.review.privacy': 'I have read the <privacy>data privacy statement</privacy>.',
  'checkout.review.terms':
    'I accept the <terms>terms and conditions</terms> and the <cancellation>cancellation policy</cancellation>.',
  'checkout.review.opensInNewTab': '(opens in a new tab)',
  'checkout.review.blocked': 'The order cannot be placed yet:',
  'checkout.loading': 'Loading your cart',
  'checkout.order.submit.buy': 'Order with obligation to pay',
  'checkout.order.submit.sell': 'Sell with obligation',
  'checkout.order.submitting': 'Placing your order…',
  'checkout.order.missingPrivacy': 'Please confirm that you have read the data privacy statement.',
  'checkout.order.commentInvalid': 'Please correct your comment on the order.',
  'checkout.order.missingTerms':
    'Please accept the terms and conditions and the cancellation policy.',
  'checkout.priceConfirm.title': 'The prices have changed',
  'checkout.priceConfirm.text':
    'The prices changed before your order was placed. Please confirm the new prices.',
  'checkout.priceConfirm.lines': 'Changed prices',
  'checkout.priceConfirm.oldPrice': 'Previous unit price',
  'checkout.priceConfirm.newPrice': 'New unit price',
  'checkout.priceConfirm.oldTotal': 'Previous total',
  'checkout.priceConfirm.newTotal': 'New total',
  'checkout.priceConfirm.confirm.buy': 'Order at the new prices',
  'checkout.priceConfirm.confirm.sell': 'Sell at the new prices',
  'checkout.priceConfirm.cancel': 'Back to the review',
  'checkout.confirmation.loading': 'Loading your order',
  'checkout.confirmation.title.buy': 'Thank you for your order',
  'checkout.confirmation.title.sell': 'Thank you for your sale',
  'checkout.confirmation.number': 'Order number',
  'checkout.confirmation.mail': 'We have sent a confirmation e-mail to {email}.',
  'checkout.confirmation.nextSteps': 'Next steps',
  'checkout.confirmation.bankTransfer':
    'Please transfer {amount} to our account below, with the reference {orderNumber}.',
  'checkout.confirmation.bankTransfer.us':
    'Please wire {amount} to our account below or send a check, quoting {orderNumber}.',
  'checkout.confirmation.bankDetails': 'Our bank details',
  'checkout.confirmation.demoAccount': 'Demo account — do not pay',
  'checkout.confirmation.demoAccountText':
    'These are sample bank details of a demo shop, not the dealer’s account.',
  'checkout.confirmation.account.holder': 'Account holder',
  'checkout.confirmation.account.bank': 'Bank',
  'checkout.confirmation.account.iban': 'IBAN',
  'checkout.confirmation.account.bic': 'BIC',
  'checkout.confirmation.account.accountNumber': 'Account number',
  'checkout.confirmation.account.routingNumber': 'Routing number',
  'checkout.confirmation.account.amount': 'Amount',
  'checkout.confirmation.account.reference': 'Reference',
  'checkout.confirmation.pickup': 'Pick up your order and pay for it at: {branch}.',
  'checkout.confirmation.pickupNoBranch':
    'Pick up your order at the store you chose and pay there.',
  'checkout.confirmation.bringId':
    'Please bring an official photo ID: cash payments above the anti-money-laundering threshold, alone or together with your recent cash orders, need identification.',
  'checkout.confirmation.shipping': 'We ship your order as soon as your payment has arrived.',
  'checkout.confirmation.sellSend':
    'Send or bring the metal to us. Once it has been checked, we pay out {amount}.',
  'checkout.confirmation.sellPayout': 'The payout goes to {owner}, {account}.',
  'checkout.confirmation.sellCash': 'The payout is made in cash in the store.',
  'checkout.confirmation.sell.title': 'How to send us the goods',
  'checkout.confirmation.sell.sendTo': 'Please send the goods to:',
  'checkout.confirmation.sell.demoAddress': 'Demo address — do not send anything',
  'checkout.confirmation.sell.demoAddressText':
    'This is a sample address of a demo shop, not the dealer’s.',
  'checkout.confirmation.sell.insured':
    'Send them insured for their full value (for example as an insured parcel or a registered valuables shipment) and keep the posting receipt: the goods travel at your risk until they reach us.',
  'checkout.confirmation.sell.packing':
    'Pack each piece so that it cannot move or rub against another, in a plain box with nothing on the outside that points to precious metal.',
  'checkout.confirmation.sell.enclose':
    'Enclose a note with the order number {orderNumber} (or the printed accompanying slip), so that we can match the goods to your sale.',
  'checkout.confirmation.sell.nextTitle': 'What happens next',
  'checkout.confirmation.sell.next':
    'We confirm by e-mail when the goods have arrived, check them and assay scrap for fineness and weight. If the result differs from your details, we send you a final offer; otherwise we pay out to the account you gave.',
  'checkout.confirmation.sell.fromDeposit':
    'Nothing needs to be sent: the metal is taken from your deposit with us.',
  'checkout.confirmation.sell.slip': 'Print accompanying slip (PDF)',
  'checkout.confirmation.toShop': 'Continue shopping',
};

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
