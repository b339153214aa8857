import * as v from 'valibot';
import { TextSchema } from './text';

/** The four error names of the spec's error catalogue (section 8). */
export const errorNames = [
  'ResourceNotFoundError',
  'OperationNotValidError',
  'RepositoryError',
  'UnknownError',
] as const;
export type ErrorName = (typeof errorNames)[number];

export const ErrorDetailSchema = v.object({
  path: TextSchema,
  message: TextSchema,
});
export type ErrorDetail = v.InferOutput<typeof ErrorDetailSchema>;

export const PriceChangeSchema = v.object({
  sku: TextSchema,
  oldPrice: v.object({ centAmount: v.pipe(v.number(), v.integer()), currency: TextSchema }),
  newPrice: v.object({ centAmount: v.pipe(v.number(), v.integer()), currency: TextSchema }),
});
export type PriceChange = v.InferOutput<typeof PriceChangeSchema>;

/**
 * The body of every failed API response. `code` is stable and meant for programs (frontends map
 * it to localized messages); `message` is English and meant for logs.
 */
export const ErrorObjectSchema = v.object({
  name: v.picklist(errorNames),
  message: TextSchema,
  code: TextSchema,
  statusCode: v.pipe(v.number(), v.integer()),
  reason: v.optional(TextSchema),
  details: v.optional(v.array(ErrorDetailSchema)),
  /**
   * product_price_mismatch: the lines whose price changed, with the price the cart held and the
   * current one the cart now carries, so the client can ask to confirm (CheckoutPriceConfirm).
   */
  priceChanges: v.optional(v.array(PriceChangeSchema)),
  /** transition_not_allowed: the events the order's state allows now (issue 25). */
  allowedEvents: v.optional(v.array(TextSchema)),
});
export type ErrorObject = v.InferOutput<typeof ErrorObjectSchema>;

/**
 * Why a cart cannot be ordered (spec 5 "Order creation needs", spec 8 "Order creation messages"
 * and cart messages, spec 9 limits). Stable strings: the API answers them as the error's `reason`
 * (and `code`), clients map them to the message `error.<reason>`.
 */
export const orderBlockReasons = {
  // Spec 8, order creation messages
  noShippingAddress: 'no_shipping_address',
  noBillingAddress: 'no_billing_address',
  noShippingMethod: 'no_shipping_method',
  noPaymentMethod: 'no_payment_method',
  noCartItems: 'no_cart_items',
  noCustomerEmail: 'no_customer_email',
  orderBelowMinimum: 'order_below_minimum',
  productPriceMismatch: 'product_price_mismatch',
  nonScrapItemsWithScrapMetalBox: 'non_scrap_items_with_scrap_metal_box',
  scrapBoxValueTooHigh: 'scrap_box_value_too_high',
  silverNotAllowedWithDeposit: 'silver_not_allowed_with_deposit',
  // Issue 12: deposit positions come from orders shipped to an open deposit only.
  depositNotOpen: 'deposit_not_open',
  // Issue 22: a sell from the deposit takes at most what the deposit holds (spec 8 cart messages).
  invalidDepositItems: 'invalid_deposit_items',
  // Issue 22: metal bought with a coupon is not sold back within the holding period above its cost.
  couponSellBackAboveCost: 'coupon_sell_back_above_cost',
  // Issue 22: a customer's buy orders of the last 24 hours and this one stay within the store's limit.
  dailyLimitExceeded: 'daily_limit_exceeded',
  // Spec 8, cart messages
  cartLimitExceeded: 'cart_limit_exceeded',
  emptyOrZeroTotal: 'empty_or_zero_total',
  outOfStockItems: 'out_of_stock_items',
  productRemoved: 'product_removed',
  productNotAvailable: 'product_not_available',
  pricesUpdated: 'prices_updated',
  recalculationFailed: 'recalculation_failed',
  // Spec 4, 5, 9 rules
  cartNotActive: 'co002',
  dutyFreeNeedsCustomerSupport: 'duty_free_needs_customer_support',
  noPickupBranch: 'no_pickup_branch',
  countryNotAllowedForShippingAddress: 'country_not_allowed_for_shipping_address',
  shippingMethodNotApplicable: 'shipping_method_not_applicable',
  cashPayoutTooHigh: 'cash_payout_too_high',
  cashPurchaseNeedsPickup: 'cash_purchase_needs_pickup',
  noPayoutBankDetails: 'no_payout_bank_details',
} as const;
export type OrderBlockReason = (typeof orderBlockReasons)[keyof typeof orderBlockReasons];

/** Codes the API emits today; later resources add their own (e.g. the cart's co001..co005). */
export const errorCodes = {
  invalidRequest: 'invalid_request',
  /** The HTTP request itself could not be read (request line, URL encoding, headers). */
  malformedRequest: 'malformed_request',
  routeNotFound: 'route_not_found',
  /** The path exists, but not for this method (405, with Allow). */
  methodNotAllowed: 'method_not_allowed',
  /** A method the server does not know at all (501). */
  methodNotImplemented: 'method_not_implemented',
  /** The price socket asked for without a WebSocket upgrade (426). */
  upgradeRequired: 'upgrade_required',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** A path parameter or the URL is longer than the API reads (414). */
  uriTooLong: 'uri_too_long',
  /** Request headers over the server's limit (431). */
  headersTooLarge: 'headers_too_large',
  /** The client took too long to send its request (408). */
  requestTimeout: 'request_timeout',
  productNotFound: 'product_not_found',
  /** A product picture id that is not one of the product's, or an uploaded picture's file. */
  productImageNotFound: 'product_image_not_found',
  /** An upload that is no JPEG, PNG or WebP picture (415). */
  productImageTypeNotSupported: 'product_image_type_not_supported',
  /** An upload larger than maxProductPictureBytes (413). */
  productImageTooLarge: 'product_image_too_large',
  /** A new order of a product's pictures that does not name each of them once (409). */
  productImageOrderMismatch: 'product_image_order_mismatch',
  pageNotFound: 'page_not_found',
  adminTokenInvalid: 'admin_token_invalid',
  /** A staff call without a valid staff session (401). */
  staffUnauthorized: 'staff_unauthorized',
  /** A staff member without the endpoint's permission (403). */
  staffPermissionMissing: 'staff_permission_missing',
  /** A staff member whose permission does not hold for the store of the resource (403). */
  staffStoreNotAllowed: 'staff_store_not_allowed',
  staffMemberNotFound: 'staff_member_not_found',
  /** A group id that names no permission group (404 in the path, 400 in a member's groups). */
  staffGroupNotFound: 'staff_group_not_found',
  /** A new staff member's e-mail address belongs to a member already (409). */
  staffEmailTaken: 'staff_email_taken',
  staffGroupNameTaken: 'staff_group_name_taken',
  /** A change that would disable the caller or take the staff permission from them (409). */
  staffSelfLockout: 'staff_self_lockout',
  /** A change that would leave no active member with the staff permission for every store (409). */
  staffLastManager: 'staff_last_manager',
  /**
   * An order transition the state machine does not allow from the order's state (409): the
   * error carries the allowed next events.
   */
  transitionNotAllowed: 'transition_not_allowed',
  /**
   * A payment whose amount is not the order's total (400): refused unless staff accept it with
   * `acceptMismatch`, which flags the order.
   */
  paymentAmountMismatch: 'payment_amount_mismatch',
  /** A guest's order lookup whose code is wrong, expired or used up (400; nothing else revealed). */
  orderLookupFailed: 'order_lookup_failed',
  originNotAllowed: 'origin_not_allowed',
  /** Too many attempts from one client address (429, with Retry-After). */
  tooManyRequests: 'too_many_requests',
  repositoryUnavailable: 'repository_unavailable',
  /** The request waited too long for the database and was dropped (503, with Retry-After). */
  repositoryTimeout: 'repository_timeout',
  /** Refused at once because the API is at its load limit (503, with Retry-After). */
  serviceOverloaded: 'service_overloaded',
  /** This API instance is shutting down and takes no new work (503 on its readiness check). */
  instanceDraining: 'instance_draining',
  unknown: 'unknown_error',
  network: 'network_error',
  invalidResponse: 'invalid_response',
  // Sessions and customers (spec 8, account messages)
  unauthorized: 'unauthorized',
  sessionExpired: 'session_expired',
  /** A guest session was asked for over a signed-in customer's (409; the edge refuses it). */
  sessionExists: 'session_exists',
  refreshTokenReused: 'refresh_token_reused',
  notAuthorized: 'not_authorized',
  emailTaken: 'email_taken',
  accountExists: 'account_exists',
  invalidCredentials: 'invalid_credentials',
  emailNotVerified: 'email_not_verified',
  incorrectPassword: 'incorrect_password',
  tokenInvalid: 'token_invalid',
  /** The account has the second factor on: the sign-in or change needs a code of the app. */
  secondFactorRequired: 'second_factor_required',
  /** A code of the app or a recovery code that is wrong or was used already. */
  secondFactorInvalid: 'second_factor_invalid',
  /** Setting up the second factor while it is on already (409). */
  secondFactorEnabled: 'second_factor_enabled',
  /** Turning off, or confirming a set-up that was not started, while the factor is off (409). */
  secondFactorNotEnabled: 'second_factor_not_enabled',
  /** An e-mail change to the address the account has already. */
  emailUnchanged: 'email_unchanged',
  /** An activation link opened again after it activated the account (409). */
  emailAlreadyVerified: 'email_already_verified',
  verificationCodeIncorrect: 'verification_code_incorrect',
  maxAttempts: 'max_attempts',
  invalidPhone: 'invalid_phone',
  invalidVatId: 'invalid_vat_id',
  invalidZip: 'invalid_zip',
  zipStateMismatch: 'zip_state_mismatch',
  addressSelected: 'address_selected',
  addressNotFound: 'address_not_found',
  customerNotFound: 'customer_not_found',
  limitOrdersExist: 'limit_orders_exist',
  openOrdersExist: 'open_orders_exist',
  depositHoldingsExist: 'deposit_holdings_exist',
  // Limit orders (spec 7): another customer's is not found either
  limitOrderNotFound: 'limit_order_not_found',
  limitOrderProductNotFound: 'limit_order_product_not_found',
  limitOrderCurrencyMismatch: 'limit_order_currency_mismatch',
  limitOrderExpiryPast: 'limit_order_expiry_past',
  limitOrderNotEditable: 'limit_order_not_editable',
  limitOrderAddressMissing: 'limit_order_address_missing',
  limitOrderPayoutMissing: 'limit_order_payout_missing',
  /** The current price already reaches the target: it would be an order at today's price. */
  limitOrderTargetReached: 'limit_order_target_reached',
  // Alerts: another customer's is not found either
  alertNotFound: 'alert_not_found',
  alertProductNotFound: 'alert_product_not_found',
  /** An availability alert is for a product that cannot be bought now. */
  alertProductAvailable: 'alert_product_available',
  userUpdateFailed: 'user_update_failed',
  concurrentModification: 'concurrent_modification',
  // Carts (spec 8 cart error codes and cart messages)
  cartNotFound: 'co001',
  noCustomerGroup: 'co003',
  noTotalTax: 'co004',
  noGrossPrice: 'co005',
  cartCurrencyNotAllowed: 'cart_currency_not_allowed',
  cartCountryNotAllowed: 'cart_country_not_allowed',
  /** The SKU is not in the catalogue. */
  cartProductNotFound: 'cart_product_not_found',
  lineItemNotFound: 'line_item_not_found',
  // Wishlists (spec 7): another owner's or store's wishlist is not found either
  wishlistNotFound: 'wishlist_not_found',
  wishlistLineItemNotFound: 'wishlist_line_item_not_found',
  wishlistProductNotFound: 'wishlist_product_not_found',
  wishlistStoreMismatch: 'wishlist_store_mismatch',
  wishlistFull: 'wishlist_full',
  /** co002 and cart_limit_exceeded among them. */
  ...orderBlockReasons,
  // Checkout (spec 5, 8): shipping, payment, coupons
  shippingMethodNotFound: 'shipping_method_not_found',
  paymentMethodNotAllowed: 'payment_method_not_allowed',
  pickupBranchNotFound: 'pickup_branch_not_found',
  payoutNotForBuyCart: 'payout_not_for_buy_cart',
  /** US payouts go to account and routing number, every other store's to IBAN and BIC. */
  payoutBankDetailsKind: 'payout_bank_details_kind',
  couponAlreadyAdded: 'coupon_already_added',
  couponNotFound: 'coupon_not_found',
  couponEmpty: 'coupon_empty',
  couponNotApplicable: 'coupon_not_applicable',
  /** The coupon's redemptions overall or this customer's are used up (issue 22). */
  couponLimitReached: 'coupon_limit_reached',
  /** The coupon leaves out investment bullion and the cart holds nothing else (issue 22). */
  couponBullionExcluded: 'coupon_bullion_excluded',
  /** The cart's goods are below the coupon's minimum cart value (issue 26). */
  couponMinimumNotReached: 'coupon_minimum_not_reached',
  // Coupons in the back-office (issue 26)
  staffCouponNotFound: 'staff_coupon_not_found',
  couponCodeTaken: 'coupon_code_taken',
  /** A fixed amount or minimum cart value whose currency is neither given nor the stores' one. */
  couponCurrencyNeeded: 'coupon_currency_needed',
  // Settings and the outbox in the back-office (issue 26)
  /** A store's unpaid-order cancellation not later than its reminder (400). */
  settingsCancelBeforeReminder: 'settings_cancel_before_reminder',
  /** The staff's outbox while another transport sends the mail (404). */
  outboxNotInUse: 'outbox_not_in_use',
  outboxMessageNotFound: 'outbox_message_not_found',
  /** Send again: no undelivered message with this id (issue 28). */
  deliveryNotFound: 'delivery_not_found',
  // Orders (spec 7, 8)
  orderNotFound: 'order_not_found',
  /**
   * GET /orders/{id}/slip.pdf of an order whose goods are not posted to the dealer: a buy order, a
   * sale from the deposit or handed over in a store, a cancelled sale (409).
   */
  orderSlipNotAvailable: 'order_slip_not_available',
  /** An invoice or credit note that is not one of the order's documents (404, issue 25). */
  documentNotFound: 'document_not_found',
  /** The customer's cancellation of an order already paid, complete or cancelled (409, issue 25). */
  cancellationNotAllowed: 'cancellation_not_allowed',
  /** POST /orders without both the privacy policy and the terms accepted (400, issue 22). */
  consentsMissing: 'consents_missing',
  /**
   * POST /orders with a quote of another cart or owner, one already used, or one the cart changed
   * after (409, issue 22): the client asks for a new quote.
   */
  quoteNotValid: 'quote_not_valid',
  /**
   * POST /orders (and limit-order execution) while the spot-price feed's last good quote is older
   * than PRICE_FEED_MAX_AGE_SECONDS (409, issue 28): trading waits for the feed, nothing is kept.
   */
  pricesStale: 'prices_stale',
  /** POST /orders without an Idempotency-Key header (400). */
  idempotencyKeyMissing: 'idempotency_key_missing',
  /** The key was used before with another body (422). */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** The first request with this key is still running (409). */
  idempotencyKeyInProgress: 'idempotency_key_in_progress',
  // Content (spec 7): the store, its editor API and webhook
  storyNotFound: 'story_not_found',
  /** The editor API or a draft preview without a valid editor token (401). */
  contentEditorTokenInvalid: 'content_editor_token_invalid',
  /** A webhook whose webhook-signature header is not the HMAC of its body (401). */
  webhookSignatureInvalid: 'webhook_signature_invalid',
  /** The root folder already has a story at this path (409). */
  storyPathTaken: 'story_path_taken',
  /** A shop page's `preview` token that is forged, expired or for another story (401). */
  contentPreviewInvalid: 'content_preview_invalid',
  /** DELETE of a story the shop still shows: unpublish it first (409). */
  storyStillPublished: 'story_still_published',
  /** A preview of a global component (the menu), which is no page of its own (409). */
  storyNotPage: 'story_not_page',
  /** GET /media/{file}: no clip or still of that name. */
  mediaNotFound: 'media_not_found',
  // Store pages, contact, whistleblower, newsletter (spec 7, 8)
  branchNotFound: 'branch_not_found',
  /** The message was not stored or not handed to the mail transport; nothing was kept. */
  contactSubmitFailed: 'contact_submit_failed',
  whistleblowSubmitFailed: 'whistleblow_submit_failed',
  /** No report has this case code (or the code is wrong): the same answer either way. */
  whistleblowCaseNotFound: 'whistleblow_case_not_found',
  newsletterEmailExists: 'newsletter_email_exists',
  subscribeFailed: 'subscribe_failed',
  newsletterTokenInvalid: 'newsletter_token_invalid',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
