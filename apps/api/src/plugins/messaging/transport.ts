export type MessageChannel = 'email' | 'sms';

/** A file an e-mail carries (an invoice's PDF). */
export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A rendered message, ready for any transport. SMS use `text` only. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** E-mail address, or E.164 phone number for SMS. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** E-mail only. */
  attachments?: readonly MessageAttachment[];
  /**
   * The id of its row in the delivery queue, set by the delivery worker: the same on every
   * attempt, so a receiver (Message-ID, the gateway's id, the outbox's key) drops a duplicate.
   */
  deliveryId?: string;
}

/**
 * Something that delivers messages: SMTP, an SMS gateway or the outbox table. `send` resolves
 * only once the message was handed over; a failure rejects, so nobody is told it was sent.
 */
export interface MessageTransport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}
