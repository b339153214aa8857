import type { Messages } from './table-types';

/*
 * The texts of the mails and SMS the API sends (one layout, see apps/api/src/messaging). Kept
 * apart from the page bundles: no remote needs them. `{name}` placeholders as in errors.ts.
 */

export const mailEn: Messages = {
  'mail.shopName': 'Aurum & Argentum',
  'mail.footer':
    'This e-mail was sent automatically by Aurum & Argentum, your precious-metals dealer. Please do not reply to it.',
  'mail.linkHint': 'If the button does not work, copy this address into your browser:',
  'mail.greeting': 'Hello,',
  'mail.greeting.mr': 'Dear Mr {lastName},',
  'mail.greeting.mrs': 'Dear Mrs {lastName},',
  'mail.signature': 'Kind regards, your Aurum & Argentum team',

  'mail.activation.subject': 'Please activate your customer account',
  'mail.activation.intro':
    'Thank you for registering with Aurum & Argentum. Please confirm your e-mail address to activate your customer account.',
  'mail.activation.action': 'Activate account',
  'mail.activation.validity':
    'The link is valid for {hours} hours. If you did not register, you can ignore this e-mail.',

  'mail.passwordReset.subject': 'Reset your password',
  'mail.passwordReset.intro':
    'We received a request to reset the password of your customer account.',
  'mail.passwordReset.action': 'Set a new password',
  'mail.passwordReset.validity':
    'The link is valid for {minutes} minutes and can be used once. If you did not ask for it, you can ignore this e-mail: your password stays unchanged.',

  'mail.passwordChanged.subject': 'Your password has been changed',
  'mail.passwordChanged.intro': 'The password of your customer account was changed on {date}.',
  'mail.passwordChanged.warning':
    'If this was not you, reset your password at once and contact our customer service.',
  'mail.passwordChanged.action': 'Reset password',

  'mail.emailChange.subject': 'Please confirm your new e-mail address',
  'mail.emailChange.intro':
    'You asked to use this e-mail address for your customer account at Aurum & Argentum. Please confirm it; until then your account keeps its previous address.',
  'mail.emailChange.action': 'Confirm e-mail address',
  'mail.emailChange.validity':
    'The link is valid for {hours} hours and can be used once. If you did not ask for it, you can ignore this e-mail.',

  'mail.emailChangeRequested.subject': 'A change of your e-mail address was requested',
  'mail.emailChangeRequested.intro':
    'On {date} it was requested to change the e-mail address of your customer account to {newEmail}. It changes once the link sent to that address is opened.',
  'mail.emailChangeRequested.warning':
    'If this was not you, reset your password at once and contact our customer service.',

  'mail.emailChanged.subject': 'Your e-mail address has been changed',
  'mail.emailChanged.intro':
    'On {date} the e-mail address of your customer account was changed to {newEmail}. Mails about your account now go there.',

  'mail.checkoutAccount.subject': 'Your customer account has been created',
  'mail.checkoutAccount.intro':
    'With your order we have created a customer account for {email}. Please confirm your e-mail address to activate it; after that you can log in and see your orders.',
  'mail.checkoutAccount.action': 'Activate account',

  'mail.priceAlert.subject': 'Price alert: {name}',
  'mail.priceAlert.intro.buy':
    'The buy price of {name} is now {price}, at or below your target of {target}.',
  'mail.priceAlert.intro.sell':
    'The buy-back price of {name} is now {price}, at or above your target of {target}.',
  'mail.priceAlert.hint': 'Place a limit order at your target so it executes by itself next time.',
  'mail.priceAlert.action': 'Place a limit order',
  'mail.availabilityAlert.subject': 'Available again: {name}',
  'mail.availabilityAlert.intro': '{name} is available again in our shop.',
  'mail.availabilityAlert.action': 'View product',

  'mail.carrier.dhl': 'DHL',
  'mail.carrier.dpd': 'DPD',
  'mail.carrier.ups': 'UPS',
  'mail.carrier.postAt': 'Austrian Post',
  'mail.carrier.swissPost': 'Swiss Post',
  'mail.carrier.usps': 'USPS',
  'mail.carrier.fedex': 'FedEx',
  'mail.paymentMethod.bankTransfer': 'bank transfer',
  'mail.paymentMethod.cashInStore': 'cash in store',
  'mail.paymentMethod.none': 'payout to the customer',
  'mail.orderConfirmation.follow':
    'Follow your order in your account, or with its number and your e-mail address here: {link}',
  'mail.orderLookup.subject': 'Your code for order {orderNumber}',
  'mail.orderLookup.intro': 'Your code to open order {orderNumber}: {code}',
  'mail.orderLookup.validity':
    'The code works for 10 minutes. If you did not ask for it, you can ignore this mail.',
  'mail.orderStep.cancelled.byCustomer': 'Cancelled by you.',
  'mail.orderStep.action': 'View your order',
  'mail.orderStep.paymentReceived.subject': 'Payment received for your order {orderNumber}',
  'mail.orderStep.paymentReceived.intro':
    'We received your payment of {amount} for order {orderNumber} on {date}. Thank you!',
  'mail.orderStep.paymentReceived.next.ship': 'We are now preparing your order for shipping.',
  'mail.orderStep.paymentReceived.next.pickup':
    'We will let you know as soon as your order is ready for pick-up.',
  'mail.orderStep.paymentReceived.next.deposit': 'The metal is now held in your deposit.',
  'mail.orderStep.shipped.subject': 'Your order {orderNumber} has been shipped',
  'mail.orderStep.shipped.intro':
    'Your order {orderNumber} is on its way with {carrier}. Tracking number: {trackingNumber}.',
  'mail.orderStep.shipped.action': 'Track your parcel',
  'mail.orderStep.readyForPickup.subject': 'Your order {orderNumber} is ready for pick-up',
  'mail.orderStep.readyForPickup.intro': 'Your order {orderNumber} is ready for you at {branch}.',
  'mail.orderStep.readyForPickup.introNoBranch': 'Your order {orderNumber} is ready for pick-up.',
  'mail.orderStep.readyForPickup.cash': 'Please bring {amount} in cash.',
  'mail.orderStep.readyForPickup.identification':
    'Please bring an official photo ID: we must check it when you pay in cash.',
  'mail.orderStep.reminded.subject': 'Reminder: your order {orderNumber}',
  'mail.orderStep.reminded.intro.transfer':
    'We have not yet received the payment of {amount} for your order {orderNumber} of {date}. Please transfer it with the reference {orderNumber}.',
  'mail.orderStep.reminded.intro.cash':
    'Your order {orderNumber} of {date} is waiting for you. Please collect it and pay {amount} in cash.',
  'mail.orderStep.reminded.deadline':
    'If we do not hear from you by {deadline}, we will cancel the order.',
  'mail.orderStep.cancelled.subject': 'Your order {orderNumber} has been cancelled',
  'mail.orderStep.cancelled.intro': 'Your order {orderNumber} has been cancelled.',
  'mail.orderStep.cancelled.reason': 'Reason: {reason}',
  'mail.orderStep.offerDeclined.subject': 'Your sale {orderNumber} has been cancelled',
  'mail.orderStep.offerDeclined.intro':
    'You declined our offer for your sale {orderNumber}. We will return your goods to you.',
  'mail.orderStep.goodsReceived.subject': 'We have received your goods for sale {orderNumber}',
  'mail.orderStep.goodsReceived.intro':
    'Your goods for sale {orderNumber} have arrived. We are now checking them.',
  'mail.orderStep.goodsReceived.missing': 'Not in the parcel: {names}.',
  'mail.orderStep.assayed.subject': 'Our final offer for your sale {orderNumber}',
  'mail.orderStep.assayed.intro':
    'We have checked your goods for sale {orderNumber}. The payout is {payout} instead of {ordered}:',
  'mail.orderStep.assayed.line': '{name}: {weight} g, fineness {fineness}, {payout} ({reason})',
  'mail.orderStep.assayed.missingLine': '{name}: not received',
  'mail.orderStep.assayed.decide':
    'Please accept or decline the offer. If you decline, we will return your goods.',
  'mail.orderStep.assayed.action': 'Accept or decline the offer',
  'mail.orderStep.accepted.subject': 'Your sale {orderNumber} has been accepted',
  'mail.orderStep.accepted.intro':
    'We have checked your goods for sale {orderNumber}: everything is as ordered. We will pay out {payout} shortly.',
  'mail.orderStep.payoutSent.subject': 'We have paid out your sale {orderNumber}',
  'mail.orderStep.payoutSent.intro':
    'We transferred {amount} for sale {orderNumber} on {date} (reference {reference}).',
  'mail.orderDesk.subject': 'New order {orderNumber} ({store}, {type})',
  'mail.orderDesk.intro': '{email} placed order {orderNumber} in the {store} store: {total}.',
  'mail.orderDesk.type.buy': 'purchase',
  'mail.orderDesk.type.sell': 'sale',
  'mail.orderDesk.details': 'Payment: {payment}. Delivery: {delivery}.',
  'mail.orderDesk.comment': 'Comment: {comment}',
  'mail.limitOrderExecuted.subject': 'Your limit order {number} has been executed',
  'mail.limitOrderExecuted.intro.buy':
    'The price of {name} has reached your target of {target}: your limit order {number} to buy {quantity} at {price} per unit has been executed.',
  'mail.limitOrderExecuted.intro.sell':
    'The price of {name} has reached your target of {target}: your limit order {number} to sell {quantity} at {price} per unit has been executed.',
  'mail.limitOrderExecuted.order':
    'It has become order {orderNumber}; its confirmation with all details follows in a separate e-mail.',
  'mail.limitOrderExecuted.action': 'View limit order',

  'mail.orderConfirmation.subject': 'Your order {orderNumber}',
  'mail.orderConfirmation.subject.sell': 'Your sale {orderNumber}',
  'mail.orderConfirmation.intro':
    'Thank you for your order. We have received it under the number {orderNumber}.',
  'mail.orderConfirmation.intro.sell':
    'Thank you for selling to us. We have received your sale under the number {orderNumber}.',
  'mail.orderConfirmation.line': '{quantity} × {name}: {unitPrice} each, {totalPrice}',
  'mail.orderConfirmation.line.scrap': '{quantity} g {name}: {unitPrice} per gram, {totalPrice}',
  'mail.orderConfirmation.delivery': 'Delivery: {method}, {price}',
  'mail.orderConfirmation.shippingAddress': 'Delivery address: {address}',
  'mail.orderConfirmation.billingAddress': 'Billing address: {address}',
  'mail.orderConfirmation.branch': 'Hand-over at: {name}, {address}',
  'mail.orderConfirmation.discount': 'Discount: −{amount}',
  'mail.orderConfirmation.net': 'Total net: {amount}',
  'mail.orderConfirmation.tax': 'VAT: {amount}',
  'mail.orderConfirmation.total': 'Total: {amount}',
  'mail.orderConfirmation.payout': 'Payout total: {amount}',
  'mail.orderConfirmation.bankTransfer':
    'Please transfer {amount} quoting {orderNumber} to {holder}, {bank}, IBAN {iban}, BIC {bic}.',
  'mail.orderConfirmation.bankTransfer.us':
    'Please wire {amount} or send a check quoting {orderNumber} to {holder}, {bank}, account {accountNumber}, routing number {routingNumber}.',
  'mail.orderConfirmation.demoAccount':
    'Demo account — do not pay: these are sample bank details of a demo shop, not the dealer’s account.',
  'mail.orderConfirmation.cashInStore':
    'Please pay {amount} in cash when you pick up your order in our store.',
  'mail.orderConfirmation.payoutIban':
    'We will pay {amount} to {accountOwner}, IBAN {iban}, BIC {bic}, once we have checked the goods.',
  'mail.orderConfirmation.payoutUs':
    'We will pay {amount} to {accountOwner}, account {accountNumber}, routing number {routingNumber}, once we have checked the goods.',
  'mail.orderConfirmation.payoutCash':
    'We will pay you {amount} in cash in our store once we have checked the goods.',
  'mail.orderConfirmation.sell.sendTo': 'Please send the goods to: {address}.',
  'mail.orderConfirmation.sell.demoAddress':
    'Demo address — do not send anything: this is a sample address of a demo shop, not the dealer’s.',
  'mail.orderConfirmation.sell.insured':
    'Send them insured for their full value (for example as an insured parcel or a registered valuables shipment) and keep the posting receipt: the goods travel at your risk until they reach us.',
  'mail.orderConfirmation.sell.packing':
    'Pack each piece so that it cannot move or rub against another, in a plain box with nothing on the outside that points to precious metal.',
  'mail.orderConfirmation.sell.enclose':
    'Enclose a note with the order number {orderNumber} (or the printed accompanying slip), so that we can match the goods to your sale.',
  'mail.orderConfirmation.sell.next':
    'What happens next: we confirm by e-mail when the goods have arrived, check them and assay scrap for fineness and weight. If the result differs from your details, we send you a final offer; otherwise we pay out as stated above.',
  'mail.orderConfirmation.sell.fromDeposit':
    'Nothing needs to be sent: the metal is taken from your deposit with us.',
  'mail.orderConfirmation.sell.slip': 'Print the accompanying slip (PDF)',
  'slip.title': 'Accompanying slip for your sale',
  'slip.orderNumber': 'Order number {orderNumber}',
  'slip.orderDate': 'Order date: {date}',
  'slip.cutOut': 'Cut out and stick on the parcel',
  'slip.sender': 'Sender',
  'slip.recipient': 'Recipient',
  'slip.labelOrder': 'Order {orderNumber}',
  'slip.customer': 'Customer',
  'slip.payout': 'Payout',
  'slip.payoutIban': 'IBAN {iban}',
  'slip.payoutUs': 'Account {accountNumber}, routing number {routingNumber}',
  'slip.payoutCash': 'in cash in our store',
  'slip.goods': 'Goods enclosed',
  'slip.item': 'Item',
  'slip.quantity': 'Quantity',
  'slip.value': 'Amount',
  'slip.pieces': '{quantity} pc.',
  'slip.grams': '{quantity} g',
  'slip.fineness': 'fineness {fineness}',
  'slip.finenessAssay': 'fineness determined by assay',
  'slip.total': 'Payout as ordered',
  'slip.declaration':
    'I confirm that the goods listed are my property, free of third-party rights, and that the details given are correct.',
  'slip.placeDate': 'Place, date',
  'slip.signature': 'Signature',
  'mail.shippingMethod.pickup': 'pick-up in store',
  'mail.shippingMethod.shipping': 'shipping',
  'mail.shippingMethod.shippingBuy': 'shipping',
  'mail.shippingMethod.insured-shipping': 'insured shipping',
  'mail.shippingMethod.leave-in-store': 'kept in store',
  'mail.shippingMethod.send-to-store': 'sent to a store',
  'mail.shippingMethod.deposit': 'deposit',
  'mail.shippingMethod.scrapMetalBox': 'scrap metal box',

  'mail.contact.subject': 'Contact form: {subject}',
  'mail.contact.intro': 'A message arrived through the contact form of the {store} shop.',
  'mail.contact.from': 'From: {name}, {email}',
  'mail.contact.phone': 'Phone: {phone}',
  'mail.contact.consent': 'The sender agreed to the processing of their data on {date}.',

  'mail.contactReceived.subject': 'We received your message',
  'mail.contactReceived.intro':
    'Thank you for writing to Aurum & Argentum. Your message has reached us, and our staff will answer you by e-mail as soon as possible.',
  'mail.contactReceived.retention':
    'We keep your message and contact details for at most 12 months. If you did not write to us, you can ignore this e-mail.',

  'mail.newsletterConfirm.subject': 'Please confirm your newsletter subscription',
  'mail.newsletterConfirm.intro':
    'Thank you for subscribing to the Aurum & Argentum newsletter. Please confirm that {email} should receive it.',
  'mail.newsletterConfirm.action': 'Confirm subscription',
  'mail.newsletterConfirm.validity':
    'The link is valid for {hours} hours. If you did not subscribe, ignore this e-mail: without confirmation you will not receive any newsletter.',
  'mail.newsletterWelcome.subject': 'Welcome to our newsletter',
  'mail.newsletterWelcome.intro':
    'Your subscription is confirmed. From now on we will send you market news, new coins and bars and our offers.',
  'mail.newsletter.unsubscribe': 'Unsubscribe from the newsletter',
  'mail.newsletter.unsubscribeHint':
    'You receive this e-mail because {email} subscribed to our newsletter. You can unsubscribe at any time:',

  'sms.code.subject': 'Verification code',
  'sms.code.text':
    'Your Aurum & Argentum verification code is {code}. It is valid for {minutes} minutes.',
};

export const mailDe: Messages = {
  'mail.shopName': 'Aurum & Argentum',
  'mail.footer':
    'Diese E-Mail wurde automatisch von Aurum & Argentum, Ihrem Edelmetallhändler, versendet. Bitte antworten Sie nicht darauf.',
  'mail.linkHint':
    'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  'mail.greeting': 'Guten Tag,',
  'mail.greeting.mr': 'Sehr geehrter Herr {lastName},',
  'mail.greeting.mrs': 'Sehr geehrte Frau {lastName},',
  'mail.signature': 'Freundliche Grüße, Ihr Team von Aurum & Argentum',

  'mail.activation.subject': 'Bitte aktivieren Sie Ihr Kundenkonto',
  'mail.activation.intro':
    'Vielen Dank für Ihre Registrierung bei Aurum & Argentum. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Kundenkonto zu aktivieren.',
  'mail.activation.action': 'Konto aktivieren',
  'mail.activation.validity':
    'Der Link ist {hours} Stunden gültig. Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',

  'mail.passwordReset.subject': 'Passwort zurücksetzen',
  'mail.passwordReset.intro':
    'Wir haben eine Anfrage erhalten, das Passwort Ihres Kundenkontos zurückzusetzen.',
  'mail.passwordReset.action': 'Neues Passwort festlegen',
  'mail.passwordReset.validity':
    'Der Link ist {minutes} Minuten gültig und kann einmal verwendet werden. Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',

  'mail.passwordChanged.subject': 'Ihr Passwort wurde geändert',
  'mail.passwordChanged.intro': 'Das Passwort Ihres Kundenkontos wurde am {date} geändert.',
  'mail.passwordChanged.warning':
    'Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und kontaktieren Sie unseren Kundenservice.',
  'mail.passwordChanged.action': 'Passwort zurücksetzen',

  'mail.emailChange.subject': 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
  'mail.emailChange.intro':
    'Sie möchten diese E-Mail-Adresse für Ihr Kundenkonto bei Aurum & Argentum verwenden. Bitte bestätigen Sie sie; bis dahin behält Ihr Konto die bisherige Adresse.',
  'mail.emailChange.action': 'E-Mail-Adresse bestätigen',
  'mail.emailChange.validity':
    'Der Link ist {hours} Stunden gültig und kann einmal verwendet werden. Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.',

  'mail.emailChangeRequested.subject': 'Eine Änderung Ihrer E-Mail-Adresse wurde angefordert',
  'mail.emailChangeRequested.intro':
    'Am {date} wurde angefordert, die E-Mail-Adresse Ihres Kundenkontos in {newEmail} zu ändern. Sie ändert sich, sobald der an diese Adresse gesendete Link geöffnet wird.',
  'mail.emailChangeRequested.warning':
    'Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und kontaktieren Sie unseren Kundenservice.',

  'mail.emailChanged.subject': 'Ihre E-Mail-Adresse wurde geändert',
  'mail.emailChanged.intro':
    'Am {date} wurde die E-Mail-Adresse Ihres Kundenkontos in {newEmail} geändert. Mails zu Ihrem Konto gehen nun dorthin.',

  'mail.checkoutAccount.subject': 'Ihr Kundenkonto wurde erstellt',
  'mail.checkoutAccount.intro':
    'Mit Ihrer Bestellung haben wir ein Kundenkonto für {email} erstellt. Bitte bestätigen Sie Ihre E-Mail-Adresse, um es zu aktivieren; danach können Sie sich anmelden und Ihre Bestellungen sehen.',
  'mail.checkoutAccount.action': 'Konto aktivieren',

  'mail.priceAlert.subject': 'Preisalarm: {name}',
  'mail.priceAlert.intro.buy':
    'Der Kaufpreis von {name} liegt jetzt bei {price} und damit bei oder unter Ihrem Ziel von {target}.',
  'mail.priceAlert.intro.sell':
    'Der Ankaufspreis von {name} liegt jetzt bei {price} und damit bei oder über Ihrem Ziel von {target}.',
  'mail.priceAlert.hint':
    'Erteilen Sie eine Limit-Order zu Ihrem Zielpreis, damit sie beim nächsten Mal selbsttätig ausgeführt wird.',
  'mail.priceAlert.action': 'Limit-Order erteilen',
  'mail.availabilityAlert.subject': 'Wieder verfügbar: {name}',
  'mail.availabilityAlert.intro': '{name} ist in unserem Shop wieder verfügbar.',
  'mail.availabilityAlert.action': 'Produkt ansehen',

  'mail.carrier.dhl': 'DHL',
  'mail.carrier.dpd': 'DPD',
  'mail.carrier.ups': 'UPS',
  'mail.carrier.postAt': 'der Österreichischen Post',
  'mail.carrier.swissPost': 'der Schweizerischen Post',
  'mail.carrier.usps': 'USPS',
  'mail.carrier.fedex': 'FedEx',
  'mail.paymentMethod.bankTransfer': 'Überweisung',
  'mail.paymentMethod.cashInStore': 'Barzahlung in der Filiale',
  'mail.paymentMethod.none': 'Auszahlung an den Kunden',
  'mail.orderConfirmation.follow':
    'Verfolgen Sie Ihre Bestellung im Kundenkonto oder mit Bestellnummer und E-Mail-Adresse hier: {link}',
  'mail.orderLookup.subject': 'Ihr Code für die Bestellung {orderNumber}',
  'mail.orderLookup.intro': 'Ihr Code, um die Bestellung {orderNumber} zu öffnen: {code}',
  'mail.orderLookup.validity':
    'Der Code gilt 10 Minuten. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  'mail.orderStep.cancelled.byCustomer': 'Von Ihnen storniert.',
  'mail.orderStep.action': 'Bestellung ansehen',
  'mail.orderStep.paymentReceived.subject': 'Zahlung für Ihre Bestellung {orderNumber} erhalten',
  'mail.orderStep.paymentReceived.intro':
    'Wir haben Ihre Zahlung über {amount} für die Bestellung {orderNumber} am {date} erhalten. Vielen Dank!',
  'mail.orderStep.paymentReceived.next.ship':
    'Wir bereiten Ihre Bestellung jetzt für den Versand vor.',
  'mail.orderStep.paymentReceived.next.pickup':
    'Wir melden uns, sobald Ihre Bestellung zur Abholung bereitliegt.',
  'mail.orderStep.paymentReceived.next.deposit': 'Das Metall liegt jetzt in Ihrem Depot.',
  'mail.orderStep.shipped.subject': 'Ihre Bestellung {orderNumber} wurde versandt',
  'mail.orderStep.shipped.intro':
    'Ihre Bestellung {orderNumber} ist mit {carrier} unterwegs. Sendungsnummer: {trackingNumber}.',
  'mail.orderStep.shipped.action': 'Sendung verfolgen',
  'mail.orderStep.readyForPickup.subject':
    'Ihre Bestellung {orderNumber} liegt zur Abholung bereit',
  'mail.orderStep.readyForPickup.intro':
    'Ihre Bestellung {orderNumber} liegt in {branch} für Sie bereit.',
  'mail.orderStep.readyForPickup.introNoBranch':
    'Ihre Bestellung {orderNumber} liegt zur Abholung bereit.',
  'mail.orderStep.readyForPickup.cash': 'Bitte bringen Sie {amount} in bar mit.',
  'mail.orderStep.readyForPickup.identification':
    'Bitte bringen Sie einen amtlichen Lichtbildausweis mit: Bei Barzahlung müssen wir ihn prüfen.',
  'mail.orderStep.reminded.subject': 'Erinnerung: Ihre Bestellung {orderNumber}',
  'mail.orderStep.reminded.intro.transfer':
    'Wir haben die Zahlung über {amount} für Ihre Bestellung {orderNumber} vom {date} noch nicht erhalten. Bitte überweisen Sie den Betrag mit dem Verwendungszweck {orderNumber}.',
  'mail.orderStep.reminded.intro.cash':
    'Ihre Bestellung {orderNumber} vom {date} wartet auf Sie. Bitte holen Sie sie ab und zahlen Sie {amount} in bar.',
  'mail.orderStep.reminded.deadline':
    'Wenn wir bis {deadline} nichts von Ihnen hören, stornieren wir die Bestellung.',
  'mail.orderStep.cancelled.subject': 'Ihre Bestellung {orderNumber} wurde storniert',
  'mail.orderStep.cancelled.intro': 'Ihre Bestellung {orderNumber} wurde storniert.',
  'mail.orderStep.cancelled.reason': 'Grund: {reason}',
  'mail.orderStep.offerDeclined.subject': 'Ihr Verkauf {orderNumber} wurde storniert',
  'mail.orderStep.offerDeclined.intro':
    'Sie haben unser Angebot für Ihren Verkauf {orderNumber} abgelehnt. Wir senden Ihnen Ihre Ware zurück.',
  'mail.orderStep.goodsReceived.subject':
    'Ihre Ware für den Verkauf {orderNumber} ist eingetroffen',
  'mail.orderStep.goodsReceived.intro':
    'Ihre Ware für den Verkauf {orderNumber} ist bei uns eingetroffen. Wir prüfen sie jetzt.',
  'mail.orderStep.goodsReceived.missing': 'Nicht im Paket: {names}.',
  'mail.orderStep.assayed.subject': 'Unser endgültiges Angebot für Ihren Verkauf {orderNumber}',
  'mail.orderStep.assayed.intro':
    'Wir haben Ihre Ware für den Verkauf {orderNumber} geprüft. Die Auszahlung beträgt {payout} statt {ordered}:',
  'mail.orderStep.assayed.line': '{name}: {weight} g, Feingehalt {fineness}, {payout} ({reason})',
  'mail.orderStep.assayed.missingLine': '{name}: nicht erhalten',
  'mail.orderStep.assayed.decide':
    'Bitte nehmen Sie das Angebot an oder lehnen Sie es ab. Wenn Sie ablehnen, senden wir Ihnen Ihre Ware zurück.',
  'mail.orderStep.assayed.action': 'Angebot annehmen oder ablehnen',
  'mail.orderStep.accepted.subject': 'Ihr Verkauf {orderNumber} wurde angenommen',
  'mail.orderStep.accepted.intro':
    'Wir haben Ihre Ware für den Verkauf {orderNumber} geprüft: Alles entspricht der Bestellung. Wir zahlen {payout} in Kürze aus.',
  'mail.orderStep.payoutSent.subject': 'Wir haben Ihren Verkauf {orderNumber} ausgezahlt',
  'mail.orderStep.payoutSent.intro':
    'Wir haben {amount} für den Verkauf {orderNumber} am {date} überwiesen (Referenz {reference}).',
  'mail.orderDesk.subject': 'Neue Bestellung {orderNumber} ({store}, {type})',
  'mail.orderDesk.intro':
    '{email} hat die Bestellung {orderNumber} im Shop {store} aufgegeben: {total}.',
  'mail.orderDesk.type.buy': 'Kauf',
  'mail.orderDesk.type.sell': 'Verkauf',
  'mail.orderDesk.details': 'Zahlung: {payment}. Lieferung: {delivery}.',
  'mail.orderDesk.comment': 'Kommentar: {comment}',
  'mail.limitOrderExecuted.subject': 'Ihre Limit-Order {number} wurde ausgeführt',
  'mail.limitOrderExecuted.intro.buy':
    'Der Preis von {name} hat Ihr Ziel von {target} erreicht: Ihre Limit-Order {number} über den Kauf von {quantity} Stück zu {price} je Stück wurde ausgeführt.',
  'mail.limitOrderExecuted.intro.sell':
    'Der Preis von {name} hat Ihr Ziel von {target} erreicht: Ihre Limit-Order {number} über den Verkauf von {quantity} Stück zu {price} je Stück wurde ausgeführt.',
  'mail.limitOrderExecuted.order':
    'Daraus ist die Bestellung {orderNumber} entstanden; die Bestätigung mit allen Einzelheiten folgt in einer eigenen E-Mail.',
  'mail.limitOrderExecuted.action': 'Limit-Order ansehen',

  'mail.orderConfirmation.subject': 'Ihre Bestellung {orderNumber}',
  'mail.orderConfirmation.subject.sell': 'Ihr Verkauf {orderNumber}',
  'mail.orderConfirmation.intro':
    'Vielen Dank für Ihre Bestellung. Wir haben sie unter der Nummer {orderNumber} erhalten.',
  'mail.orderConfirmation.intro.sell':
    'Vielen Dank für Ihren Verkauf an uns. Wir haben ihn unter der Nummer {orderNumber} erhalten.',
  'mail.orderConfirmation.line': '{quantity} × {name}: je {unitPrice}, {totalPrice}',
  'mail.orderConfirmation.line.scrap': '{quantity} g {name}: je Gramm {unitPrice}, {totalPrice}',
  'mail.orderConfirmation.delivery': 'Lieferart: {method}, {price}',
  'mail.orderConfirmation.shippingAddress': 'Lieferadresse: {address}',
  'mail.orderConfirmation.billingAddress': 'Rechnungsadresse: {address}',
  'mail.orderConfirmation.branch': 'Übergabe in: {name}, {address}',
  'mail.orderConfirmation.discount': 'Rabatt: −{amount}',
  'mail.orderConfirmation.net': 'Summe netto: {amount}',
  'mail.orderConfirmation.tax': 'MwSt.: {amount}',
  'mail.orderConfirmation.total': 'Gesamtsumme: {amount}',
  'mail.orderConfirmation.payout': 'Auszahlungsbetrag: {amount}',
  'mail.orderConfirmation.bankTransfer':
    'Bitte überweisen Sie {amount} mit dem Verwendungszweck {orderNumber} an {holder}, {bank}, IBAN {iban}, BIC {bic}.',
  'mail.orderConfirmation.bankTransfer.us':
    'Bitte überweisen Sie {amount} oder senden Sie einen Scheck mit dem Vermerk {orderNumber} an {holder}, {bank}, Konto {accountNumber}, Routing-Nummer {routingNumber}.',
  'mail.orderConfirmation.demoAccount':
    'Demokonto – bitte nicht überweisen: Diese Bankverbindung ist ein Beispiel eines Demo-Shops, nicht das Konto des Händlers.',
  'mail.orderConfirmation.cashInStore':
    'Bitte bezahlen Sie {amount} bar bei der Abholung in unserer Filiale.',
  'mail.orderConfirmation.payoutIban':
    'Nach Prüfung der Ware zahlen wir {amount} an {accountOwner}, IBAN {iban}, BIC {bic} aus.',
  'mail.orderConfirmation.payoutUs':
    'Nach Prüfung der Ware zahlen wir {amount} an {accountOwner}, Konto {accountNumber}, Routing-Nummer {routingNumber} aus.',
  'mail.orderConfirmation.payoutCash':
    'Nach Prüfung der Ware zahlen wir Ihnen {amount} bar in unserer Filiale aus.',
  'mail.orderConfirmation.sell.sendTo': 'Bitte senden Sie die Ware an: {address}.',
  'mail.orderConfirmation.sell.demoAddress':
    'Demoadresse – bitte nichts senden: Dies ist die Beispieladresse eines Demo-Shops, nicht die des Händlers.',
  'mail.orderConfirmation.sell.insured':
    'Versenden Sie die Ware versichert zu ihrem vollen Wert (etwa als versichertes Paket oder Wertversand) und bewahren Sie den Einlieferungsbeleg auf: Bis die Ware bei uns ist, reist sie auf Ihr Risiko.',
  'mail.orderConfirmation.sell.packing':
    'Verpacken Sie jedes Stück so, dass es nicht verrutschen oder an anderen reiben kann, in einem neutralen Karton ohne Hinweis auf Edelmetall außen.',
  'mail.orderConfirmation.sell.enclose':
    'Legen Sie einen Zettel mit der Auftragsnummer {orderNumber} (oder den ausgedruckten Begleitschein) bei, damit wir die Ware Ihrem Verkauf zuordnen können.',
  'mail.orderConfirmation.sell.next':
    'So geht es weiter: Wir bestätigen den Eingang der Ware per E-Mail, prüfen sie und analysieren Altgold auf Feingehalt und Gewicht. Weicht das Ergebnis von Ihren Angaben ab, erhalten Sie ein endgültiges Angebot; sonst zahlen wir wie oben genannt aus.',
  'mail.orderConfirmation.sell.fromDeposit':
    'Sie müssen nichts senden: Das Metall wird aus Ihrem Depot bei uns entnommen.',
  'mail.orderConfirmation.sell.slip': 'Begleitschein drucken (PDF)',
  'slip.title': 'Begleitschein zu Ihrem Verkauf',
  'slip.orderNumber': 'Auftragsnummer {orderNumber}',
  'slip.orderDate': 'Auftragsdatum: {date}',
  'slip.cutOut': 'Ausschneiden und auf das Paket kleben',
  'slip.sender': 'Absender',
  'slip.recipient': 'Empfänger',
  'slip.labelOrder': 'Auftrag {orderNumber}',
  'slip.customer': 'Kunde',
  'slip.payout': 'Auszahlung',
  'slip.payoutIban': 'IBAN {iban}',
  'slip.payoutUs': 'Konto {accountNumber}, Routing-Nummer {routingNumber}',
  'slip.payoutCash': 'bar in unserer Filiale',
  'slip.goods': 'Beiliegende Ware',
  'slip.item': 'Artikel',
  'slip.quantity': 'Menge',
  'slip.value': 'Betrag',
  'slip.pieces': '{quantity} Stk.',
  'slip.grams': '{quantity} g',
  'slip.fineness': 'Feingehalt {fineness}',
  'slip.finenessAssay': 'Feingehalt laut Analyse',
  'slip.total': 'Auszahlung laut Auftrag',
  'slip.declaration':
    'Ich versichere, dass die aufgeführte Ware mein Eigentum und frei von Rechten Dritter ist und meine Angaben zutreffen.',
  'slip.placeDate': 'Ort, Datum',
  'slip.signature': 'Unterschrift',
  'mail.shippingMethod.pickup': 'Abholung in der Filiale',
  'mail.shippingMethod.shipping': 'Versand',
  'mail.shippingMethod.shippingBuy': 'Versand',
  'mail.shippingMethod.insured-shipping': 'versicherter Versand',
  'mail.shippingMethod.leave-in-store': 'Verwahrung in der Filiale',
  'mail.shippingMethod.send-to-store': 'Versand an eine Filiale',
  'mail.shippingMethod.deposit': 'Depot',
  'mail.shippingMethod.scrapMetalBox': 'Altmetall-Box',

  'mail.contact.subject': 'Kontaktformular: {subject}',
  'mail.contact.intro':
    'Über das Kontaktformular des Shops {store} ist eine Nachricht eingegangen.',
  'mail.contact.from': 'Von: {name}, {email}',
  'mail.contact.phone': 'Telefon: {phone}',
  'mail.contact.consent':
    'Die Absenderin oder der Absender hat am {date} der Verarbeitung der Daten zugestimmt.',

  'mail.contactReceived.subject': 'Wir haben Ihre Nachricht erhalten',
  'mail.contactReceived.intro':
    'Vielen Dank für Ihre Nachricht an Aurum & Argentum. Sie ist bei uns eingegangen, und unser Team antwortet Ihnen so bald wie möglich per E-Mail.',
  'mail.contactReceived.retention':
    'Wir speichern Ihre Nachricht und Ihre Kontaktdaten höchstens 12 Monate. Wenn Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.',

  'mail.newsletterConfirm.subject': 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
  'mail.newsletterConfirm.intro':
    'Vielen Dank für Ihre Anmeldung zum Newsletter von Aurum & Argentum. Bitte bestätigen Sie, dass {email} ihn erhalten soll.',
  'mail.newsletterConfirm.action': 'Anmeldung bestätigen',
  'mail.newsletterConfirm.validity':
    'Der Link ist {hours} Stunden gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Ohne Bestätigung erhalten Sie keinen Newsletter.',
  'mail.newsletterWelcome.subject': 'Willkommen bei unserem Newsletter',
  'mail.newsletterWelcome.intro':
    'Ihre Anmeldung ist bestätigt. Ab jetzt senden wir Ihnen Marktberichte, neue Münzen und Barren und unsere Angebote.',
  'mail.newsletter.unsubscribe': 'Vom Newsletter abmelden',
  'mail.newsletter.unsubscribeHint':
    'Sie erhalten diese E-Mail, weil {email} unseren Newsletter abonniert hat. Sie können sich jederzeit abmelden:',

  'sms.code.subject': 'Bestätigungscode',
  'sms.code.text':
    'Ihr Bestätigungscode von Aurum & Argentum lautet {code}. Er ist {minutes} Minuten gültig.',
};
