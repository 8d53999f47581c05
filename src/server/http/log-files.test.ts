/**
 * The daily log files (issue 44 part 6; docs/privacy.md#retention): the
 * stream writes today's file, named by its date, with current.log pointing
 * at it, and a line goes through the server logger's masking first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dailyLogFiles } from './log-files.ts';
import { createServerLogger } from './server-logger.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('daily log files', () => {
  it("writes today's dated file, current.log points at it, and mobiles are masked", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-logs-')), 'logs');
    dirs.push(path.dirname(dir));
    const stream = await dailyLogFiles(dir, 365);
    const logger = createServerLogger({ logLevel: 'info' }, stream);
    logger.info('Lead notice to 9876543210 sent');
    // Ending the stream writes what it holds, once its file is open.
    const closing = stream as unknown as NodeJS.WritableStream;
    await new Promise((resolve) => {
      closing.once('close', resolve);
      closing.end();
    });
    const day = new Date();
    const stamp = [
      day.getFullYear(),
      String(day.getMonth() + 1).padStart(2, '0'),
      String(day.getDate()).padStart(2, '0'),
    ].join('-');
    const file = path.join(dir, `carsetu.${stamp}.1.log`);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('Lead notice to');
    expect(text).not.toContain('9876543210');
    expect(fs.realpathSync(path.join(dir, 'current.log'))).toBe(fs.realpathSync(file));
  });
});
