/** The part of pino-roll (no types of its own) that log-files.ts uses. */
declare module 'pino-roll' {
  import type { DestinationStream } from 'pino';

  interface PinoRollOptions {
    file: string;
    extension?: string;
    frequency?: 'daily' | 'hourly' | number;
    size?: string | number;
    dateFormat?: string;
    mkdir?: boolean;
    symlink?: boolean;
    limit?: { count: number; removeOtherLogFiles?: boolean };
  }
  export default function pinoRoll(options: PinoRollOptions): Promise<DestinationStream>;
}
