import nodemailer from 'nodemailer';
import type { MessageTransport } from './transport';

/**
 * Time-outs short enough that a hung server fails an attempt long before the delivery worker's
 * lease runs out (nodemailer waits minutes by default); the URL's own query settings win.
 */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function withTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [name, ms] of Object.entries(timeouts))
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(ms));
  return parsed.toString();
}

/** Mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). */
export function createSmtpTransport(url: string, from: string): MessageTransport {
  const transporter = nodemailer.createTransport(withTimeouts(url));
  // The domain of the sender's address names the Message-IDs.
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'email') throw new Error('The SMTP transport sends e-mail only');
      await transporter.sendMail({
        from,
        ...(message.deliveryId ? { messageId: `<${message.deliveryId}@${domain}>` } : {}),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
