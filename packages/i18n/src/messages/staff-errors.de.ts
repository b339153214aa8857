import type { TranslationOf } from './table-types';
import type { staffErrorsEn } from './staff-errors';

export const staffErrorsDe: TranslationOf<typeof staffErrorsEn> = {
  'error.staff_unauthorized': 'Bitte melden Sie sich im Backoffice an.',
  'error.staff_permission_missing': 'Dafür fehlt Ihnen die Berechtigung.',
  'error.staff_store_not_allowed': 'Diese Berechtigung haben Sie für diesen Shop nicht.',
  'error.product_image_not_found': 'Das Bild wurde nicht gefunden.',
  'error.product_image_type_not_supported': 'Bitte wählen Sie ein JPEG-, PNG- oder WebP-Bild.',
  'error.product_image_too_large': 'Das Bild ist zu groß: bitte höchstens 700 KB.',
  'error.product_image_order_mismatch':
    'Die Bilder wurden inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  'error.staff_member_not_found': 'Das Teammitglied wurde nicht gefunden.',
  'error.staff_group_not_found': 'Die Berechtigungsgruppe wurde nicht gefunden.',
  'error.staff_email_taken': 'Ein Teammitglied mit dieser E-Mail-Adresse gibt es bereits.',
  'error.staff_group_name_taken': 'Eine Berechtigungsgruppe mit diesem Namen gibt es bereits.',
  'error.staff_self_lockout':
    'Sie können sich nicht selbst deaktivieren oder sich die Team-Berechtigung für alle Shops entziehen.',
  'error.staff_last_manager':
    'Mindestens ein aktives Mitglied muss die Team-Berechtigung für alle Shops behalten.',
  'error.staff_coupon_not_found': 'Der Gutschein wurde nicht gefunden.',
  'error.settings_cancel_before_reminder': 'Die Stornierung muss nach der Erinnerung kommen.',
  'error.outbox_not_in_use':
    'Der Postausgang ist nicht in Betrieb: Mails gehen über einen anderen Versandweg hinaus.',
  'error.outbox_message_not_found': 'Die Nachricht wurde im Postausgang nicht gefunden.',
  'error.delivery_not_found':
    'Keine unzugestellte Nachricht mit dieser Kennung: Sie wurde inzwischen zugestellt oder wird gerade versandt.',
  'error.coupon_code_taken': 'Einen Gutschein mit diesem Code gibt es bereits.',
  'error.coupon_currency_needed':
    'Ein fester Betrag oder ein Mindestwarenwert braucht eine Währung: Geben Sie sie an oder wählen Sie Shops mit derselben Währung.',
  'error.payment_amount_mismatch':
    'Der erhaltene Betrag entspricht nicht der Bestellsumme. Erfassen Sie ihn nur, wenn Sie die Abweichung akzeptieren.',
  'error.content_editor_token_invalid': 'Ein gültiges Redaktions-Token ist erforderlich.',
  'error.webhook_signature_invalid': 'Die Signatur des Webhooks ist ungültig.',
  'error.story_path_taken': 'Unter diesem Pfad gibt es bereits eine Seite.',
  'error.story_still_published':
    'Die Seite ist noch veröffentlicht: Nehmen Sie sie zuerst offline, bevor Sie sie löschen.',
  'error.story_not_page': 'Dieser Inhalt ist keine eigene Seite und hat keine Vorschau.',
  'error.instance_draining':
    'Dieser Server wird gerade beendet. Bitte versuchen Sie es gleich noch einmal.',
};
