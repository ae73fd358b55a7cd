/** A rendered message, ready for SMTP: headers are one line each (the outbox refuses anything else). */
export interface Envelope {
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  /** RFC 8058: the one-click unsubscribe URL, sent as List-Unsubscribe with List-Unsubscribe-Post. */
  unsubscribeUrl: string | null;
  /** The outbox row's id, sent as a header so a delivered message can be traced back to it. */
  messageId: string;
}

/** The server's answer to an accepted message (`250 2.0.0 OK ...`). */
export interface Accepted {
  response: string;
}

/** Where mail leaves: nodemailer over SMTP, to a provider or to the development mailbox on loopback. */
export interface MailTransport {
  send(envelope: Envelope): Promise<Accepted>;
}
