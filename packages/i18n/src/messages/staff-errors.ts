/*
 * The texts of the error codes only the back-office and the API's machine callers meet (staff
 * sign-in and permissions, the catalogue's pictures, coupons, settings, the outbox, the content
 * editor). Apart from errors.ts so that no shop page carries them: the back-office picks them, and
 * the API localizes its error objects with both tables.
 */

export const staffErrorsEn = {
  'error.staff_unauthorized': 'Please sign in to the back-office.',
  'error.staff_permission_missing': 'You do not have the permission for this.',
  'error.staff_store_not_allowed': 'You do not have this permission for this store.',
  'error.product_image_not_found': 'The picture was not found.',
  'error.product_image_type_not_supported': 'Please choose a JPEG, PNG or WebP picture.',
  'error.product_image_too_large': 'The picture is too large: at most 700 KB, please.',
  'error.product_image_order_mismatch':
    'The pictures were changed in the meantime. Please reload and try again.',
  'error.staff_member_not_found': 'The staff member was not found.',
  'error.staff_group_not_found': 'The permission group was not found.',
  'error.staff_email_taken': 'A staff member with this e-mail address exists already.',
  'error.staff_group_name_taken': 'A permission group with this name exists already.',
  'error.staff_self_lockout':
    'You cannot disable yourself or take the staff permission for every store from yourself.',
  'error.staff_last_manager':
    'At least one active member must keep the staff permission for every store.',
  'error.staff_coupon_not_found': 'The coupon was not found.',
  'error.settings_cancel_before_reminder': 'The cancellation must come after the reminder.',
  'error.outbox_not_in_use': 'The outbox is not in use: mail goes out through another transport.',
  'error.outbox_message_not_found': 'The message was not found in the outbox.',
  'error.delivery_not_found':
    'No undelivered message with this id: it has been delivered meanwhile or is being sent right now.',
  'error.coupon_code_taken': 'A coupon with this code exists already.',
  'error.coupon_currency_needed':
    'A fixed amount or a minimum cart value needs one currency: name it, or choose stores that share one.',
  'error.payment_amount_mismatch':
    'The amount received is not the order’s total. Record it only if you accept the difference.',
  'error.content_editor_token_invalid': 'A valid editor token is required.',
  'error.webhook_signature_invalid': 'The webhook signature is not valid.',
  'error.story_path_taken': 'There is already a page at this path.',
  'error.story_still_published': 'The page is still published: unpublish it before deleting it.',
  'error.story_not_page': 'This story is not a page of its own and has no preview.',
  'error.instance_draining': 'This server is shutting down. Please try again in a moment.',
};
