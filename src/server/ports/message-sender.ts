/**
 * Message-sender port: how CarSetu reaches a person's phone (OTP codes, lead
 * notices to sellers). Adapters: console (embedded default), WhatsApp Cloud
 * API (sign-in issue). `send` rejects when delivery fails.
 */
export type OutgoingMessage =
  | { kind: 'otp'; to: string; code: string }
  | { kind: 'lead'; to: string; text: string };

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
