/**
 * The server log (pino), private by construction (issue 8, private logs;
 * docs/security.md):
 * - request lines carry the method and the path, never the query string or
 *   a body (a query string may hold a number, a body a name and mobile);
 * - every line is scanned as it is written and any 10-digit Indian mobile
 *   number in it is masked as `98xxxxxx23`, whatever logged it (an error
 *   message, a lead notice, a database error's detail);
 * - the one exception is the console message sender's deliberate
 *   `OTP for <mobile>: <code>` line (MESSAGE_SENDER=console, development
 *   and tests only), marked by its `sender: "console-otp"` field.
 */
import type { FastifyRequest } from 'fastify';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { Config } from '../config/config.ts';

/** The field value that marks the console sender's OTP line, the one line left unmasked. */
export const CONSOLE_OTP_SENDER = 'console-otp';

const MOBILE_IN_TEXT = /(?<!\d)([6-9]\d)\d{6}(\d{2})(?!\d)/g;
const UNMASKED_LINE = `"sender":"${CONSOLE_OTP_SENDER}"`;

/** `text` with every 10-digit Indian mobile number masked: 9876543210 -> 98xxxxxx10. */
export function maskMobilesIn(text: string): string {
  return text.replace(MOBILE_IN_TEXT, '$1xxxxxx$2');
}

/** A written log line, masked unless it is the console sender's OTP line. */
export function privateLogLine(line: string): string {
  return line.includes(UNMASKED_LINE) ? line : maskMobilesIn(line);
}

/** What a request line says of the request: method, path (no query string), client address. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

/**
 * The server's pino logger at `config.logLevel`, writing to `destination`
 * (stdout, or stdout and LOG_FILE). Pass it to buildApp as `logger`.
 */
export function createServerLogger(
  config: Pick<Config, 'logLevel'>,
  destination: DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      serializers: { req: requestForLog },
      hooks: { streamWrite: privateLogLine },
    },
    destination,
  );
}
