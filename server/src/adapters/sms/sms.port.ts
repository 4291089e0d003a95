export interface SmsMessage {
  /** E.164 number. */
  to: string;
  text: string;
}

/** Sends a text message; rejects when the message could not be handed over. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
