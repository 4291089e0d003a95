export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: couples' words are never sent as HTML. */
  text: string;
}

/** Hands a mail over for delivery; rejects when it could not. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
