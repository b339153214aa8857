import type { Language } from '@shop/i18n';
import { mailDe, mailEn, plainMessage, type Messages } from '@shop/i18n/messages';

const tables: Record<Language, Messages> = { de: mailDe, en: mailEn };

/** A mail text by id; a missing id is a programming error, not something to send half-empty. */
export function mailText(
  language: Language,
  id: string,
  values: Record<string, string | number> = {},
): string {
  const text = plainMessage(tables[language], id, values);
  if (text === undefined) throw new Error(`No mail text ${id} (${language})`);
  return text;
}

/** What a mail says; the layout adds greeting frame, button, link hint, signature and footer. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** Newsletter mails: why the mail came and the link that ends it, above the footer. */
  unsubscribe?: { hint: string; label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;

/** The one layout of every mail, as HTML (inline styles: mail clients drop style sheets) and text. */
export function renderMail(language: Language, content: MailContent): RenderedMail {
  const t = (id: string) => mailText(language, id);
  const after = content.after ?? [];
  const textParts = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...after,
    t('mail.signature'),
    '--',
    ...(content.unsubscribe
      ? [`${content.unsubscribe.hint}\n${content.unsubscribe.label}: ${content.unsubscribe.url}`]
      : []),
    t('mail.footer'),
  ];
  const unsubscribe = content.unsubscribe
    ? `<tr><td style="padding:16px 32px 0;font-size:12px;color:#777777;border-top:1px solid #e5e0d5">${escapeHtml(content.unsubscribe.hint)} <a href="${escapeHtml(content.unsubscribe.url)}" style="color:#8a6d1f">${escapeHtml(content.unsubscribe.label)}</a></td></tr>\n`
    : '';
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:#8a6d1f;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(t('mail.linkHint'))}<br><a href="${escapeHtml(content.action.url)}" style="color:#8a6d1f;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ea;font-family:Arial,Helvetica,sans-serif;color:#222222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px">
<tr><td style="padding:20px 32px;border-bottom:3px solid #8a6d1f;font-size:20px;font-weight:bold;color:#8a6d1f">${escapeHtml(t('mail.shopName'))}</td></tr>
<tr><td style="padding:32px">
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${button}
${after.map(paragraph).join('\n')}
${paragraph(t('mail.signature'))}
</td></tr>
${unsubscribe}<tr><td style="padding:16px 32px;font-size:12px;color:#777777;border-top:1px solid #e5e0d5">${escapeHtml(t('mail.footer'))}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  return { subject: content.subject, text: `${textParts.join('\n\n')}\n`, html };
}
