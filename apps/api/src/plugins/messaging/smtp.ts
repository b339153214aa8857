import nodemailer from 'nodemailer';
import type { MessageTransport } from './transport';

/** Mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). */
export function createSmtpTransport(url: string, from: string): MessageTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'email') throw new Error('The SMTP transport sends e-mail only');
      await transporter.sendMail({
        from,
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
