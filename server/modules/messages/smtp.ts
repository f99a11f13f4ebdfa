import nodemailer from 'nodemailer';
import type { Sender } from './messenger.ts';

/** Email through SMTP (nodemailer), e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpSender(options: { url: string; from: string; shopName: string }): Sender {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject ?? `${options.shopName} code`,
        text: message.text,
      });
    },
  };
}
