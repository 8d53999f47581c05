/**
 * The app the OTP tests share within one test file (not a test file
 * itself): the real app with TEST_MOBILE set, and the calls those tests
 * make. Time moves by shifting the rows' times back (`travel`), never by
 * waiting.
 */
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import type { MessageSender } from '../ports/message-sender.ts';
import { postForm } from './api-test-helpers.ts';
import { freshAddress, RESEND_URL, VERIFY_URL } from './auth-test-helpers.ts';
import { fileTestApp } from './file-test-app.ts';
import { createTestApp } from './test-app.ts';

/** The number that signs in without an OTP in these tests' app. */
export const TEST_MOBILE = '7000000001';

/** A code that is not `code` (six digits). */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The failure envelope with `Message`. */
export const failure = (Message: string) => ({ Success: false, Message, Data: null });

/**
 * Registers the OTP tests' app in the calling file (fileTestApp, with
 * TEST_MOBILE) and answers it with the calls those tests make.
 */
export function otpTestApp() {
  const t = fileTestApp(() => createTestApp({ TEST_MOBILE }));
  let serial = 0;
  const challenges = (mobile: string) =>
    t.db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('mobile', '=', mobile)
      .orderBy('id')
      .execute();
  return {
    t,
    /** A mobile number no other test of this file used. */
    newMobile: () => `98${String(++serial).padStart(8, '0')}`,
    /** ReSendOTP for `mobile`, from `remoteAddress` (a fresh one by default). */
    send: (mobile: string, remoteAddress = freshAddress()) =>
      postForm(t.app, RESEND_URL, { Mobileno: mobile }, { remoteAddress }),
    /** VerifyOTP of `code` for `mobile`, from `remoteAddress` (a fresh one by default). */
    verify: (mobile: string, code: string, remoteAddress = freshAddress()) =>
      postForm(
        t.app,
        VERIFY_URL,
        { Mobileno: mobile, Password: '', userInputOtp: code },
        { remoteAddress },
      ),
    /** The OTP challenge rows of `mobile`, oldest first. */
    challenges,
    /** Moves every OTP challenge of `mobile` `ms` milliseconds into the past. */
    async travel(mobile: string, ms: number): Promise<void> {
      const back = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
      for (const c of await challenges(mobile)) {
        await t.db
          .updateTable('otp_challenges')
          .set({ created_at: back(c.created_at), expires_at: back(c.expires_at) })
          .where('id', '=', c.id)
          .execute();
      }
    },
    /** A second app on the test database with its own sender and no TEST_MOBILE (close it). */
    appWith: (messageSender: MessageSender) =>
      buildApp({
        config: loadConfig({ DATA_DIR: t.dataDir }),
        db: t.db,
        dbKind: t.kind,
        messageSender,
        photoStorage: diskPhotoStorage(path.join(t.dataDir, 'photos')),
      }),
  };
}
