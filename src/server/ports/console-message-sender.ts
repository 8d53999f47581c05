/**
 * Console adapter of the message-sender port: writes one log line per message.
 * OTP lines hold the mobile and the code so a developer (or a test) can sign in
 * without WhatsApp (docs/product.md#sign-in); they are the only log lines the
 * server log leaves unmasked (marked `sender: "console-otp"`,
 * http/server-logger.ts). Lead notices mask the seller's number; the log masks
 * the buyer's in the text.
 */
import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '#shared/format.ts';
import { CONSOLE_OTP_SENDER } from '../http/server-logger.ts';
import type { MessageSender } from './message-sender.ts';

export function consoleMessageSender(log: Pick<FastifyBaseLogger, 'info'>): MessageSender {
  return {
    async send(message) {
      if (message.kind === 'otp') {
        log.info({ sender: CONSOLE_OTP_SENDER }, `OTP for ${message.to}: ${message.code}`);
      } else if (message.kind === 'alert') {
        log.info({ sender: 'console' }, `Alert to ${maskMobile(message.to)}: ${message.text}`);
      } else if (message.kind === 'renewal') {
        log.info(
          { sender: 'console' },
          `Renewal reminder to ${maskMobile(message.to)}: ${message.text}`,
        );
      } else if (message.kind === 'grievance') {
        log.info({ sender: 'console' }, `Grievance to ${maskMobile(message.to)}: ${message.text}`);
      } else if (message.kind === 'breach') {
        log.info(
          { sender: 'console' },
          `Breach notice to ${maskMobile(message.to)}: ${message.text}`,
        );
      } else if (message.kind === 'follow-ups') {
        log.info({ sender: 'console' }, `Follow-ups to ${maskMobile(message.to)}: ${message.text}`);
      } else {
        log.info(
          { sender: 'console' },
          `Lead notice to ${maskMobile(message.to)}: ${message.text}`,
        );
      }
    },
  };
}
