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
