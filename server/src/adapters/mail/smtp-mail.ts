import nodemailer from 'nodemailer';
import type { MailSender } from './mail.port.ts';

/** Real adapter: SMTP through nodemailer (`SMTP_URL` such as smtps://user:pass@smtp.example.com). */
export function createSmtpMail(config: { url: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(config.url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: config.from, to, subject, text });
    },
  };
}
