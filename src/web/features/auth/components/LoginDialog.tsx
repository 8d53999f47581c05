/**
 * The login dialog (docs/product.md#login-dialog): step 1 asks for the
 * mobile number and requests an OTP on WhatsApp; step 2 ('OTP
 * Verification') takes the code, with EDIT back to step 1 and a 30 s resend
 * wait (both steps in LoginSteps.tsx). A right code gives a login ticket,
 * exchanged for the access token. The test mobile number gets the ticket
 * straight from ReSendOTP.
 *
 * Feedback: a spinner while any request runs; ReSendOTP / VerifyOTP refusals
 * in an error toast, except a 429 (too many tries), which the dialog says
 * beside the field with when to try again (the answer's Retry-After), until
 * the number changes or the wait passes; a network failure on verify clears
 * the code; a token refusal in red above the form. Clicking outside does not
 * close it; the close button and Escape do.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { OTP_RESEND_SECONDS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { LoginMobileFormSchema } from '#shared/schemas/auth.ts';
import { Modal, ModalCloseButton } from '#web/components/ui/Modal.tsx';
import { closeLoginShell, takeHandoverSend, takeLoginShell } from '#web/lib/login-dialog-store.ts';
import { startSession } from '#web/lib/session.ts';
import { requestOtp, requestToken, verifyOtp } from '../api/sign-in-calls.ts';
import { retryAfterSeconds, tooManyTriesText } from '../too-many-tries.ts';
import { useCountdown } from '../use-countdown.ts';
import { MobileStep, OtpStep } from './LoginSteps.tsx';

export interface LoginDialogProps {
  /** Closed without signing in (close button, Escape). */
  onClose: () => void;
  /** Signed in: the token is stored and 'Login successfully' shown. */
  onSignedIn: () => void;
  /** 'expired': the previous session ended; say so. */
  reason?: 'expired' | null;
}

/** The last OTP this page sent, so reopening the dialog (or EDIT and back) does not hit the 30 s wait. */
let lastSent: { mobile: string; at: number } | null = null;

/** A 429 on a sign-in call: the number it refused, the words to show, and when they go (ms; null: not known). */
interface Refusal {
  mobile: string;
  message: string;
  until: number | null;
}

/** The refusal of a 429 answer `r` for `mobile`; undefined for any other answer. */
function refusalOf(
  mobile: string,
  r: { status: number; msg: string; retryAfter?: string },
): Refusal | undefined {
  if (r.status !== 429) return undefined;
  const now = Date.now();
  const seconds = retryAfterSeconds(r.retryAfter, now);
  if (seconds === undefined) return { mobile, message: r.msg, until: null };
  return { mobile, message: tooManyTriesText(seconds, now), until: now + seconds * 1000 };
}

/** Test hook: forget the last sent OTP. */
export function resetLastSentOtp(): void {
  lastSent = null;
}

export default function LoginDialog({ onClose, onSignedIn, reason }: LoginDialogProps) {
  const titleId = useId();
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  // The number typed in the login shell before the app ran (LoginShell.tsx), if any; the shell
  // closes once this dialog is on screen in its place (before the browser paints).
  const [mobile, setMobile] = useState(() => takeLoginShell()?.mobile ?? '');
  const mobileInput = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = closeLoginShell();
    const input = mobileInput.current;
    if (typed === null || !input) return;
    // Digits typed into the shell while this dialog rendered (it yields on a slow phone) are
    // kept, and the number's field has focus in this same task: closing the shell gave focus
    // back to the page behind it, and a key typed before the field's own focus effect was lost
    // (seen in Firefox, WebKitGTK and Chromium: tests/engines/flows.ts).
    if (input.value !== typed) {
      input.value = typed;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    input.focus({ preventScroll: true });
  }, []);
  const [busy, setBusy] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const countdown = useCountdown();
  const controller = useRef<AbortController | null>(null);

  // Closing the dialog abandons any request still on its way.
  useEffect(() => () => controller.current?.abort(), []);

  // A 429's words go when its wait has passed.
  useEffect(() => {
    if (refusal?.until == null) return;
    const timer = setTimeout(() => setRefusal(null), Math.max(0, refusal.until - Date.now()));
    return () => clearTimeout(timer);
  }, [refusal]);

  // 'Get OTP' pressed in the login shell before the app ran: ask for it now (once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening.
  useEffect(() => {
    if (takeHandoverSend() && LoginMobileFormSchema.safeParse({ mobileno: mobile }).success)
      onMobileSubmit(mobile);
  }, []);

  /** Runs one request at a time with the spinner on; false when abandoned. */
  async function run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setBusy(true);
    try {
      return await work(c.signal);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return undefined;
      throw err;
    } finally {
      if (!c.signal.aborted) setBusy(false);
    }
  }

  async function finishSignIn(number: string, ticket: string, signal: AbortSignal) {
    const r = await requestToken(number, ticket);
    if (signal.aborted) return;
    if (!r.ok) {
      const seconds = retryAfterSeconds(r.retryAfter, Date.now());
      setTokenError(seconds === undefined ? r.message : tooManyTriesText(seconds, Date.now()));
      return;
    }
    startSession(r.token);
    lastSent = null;
    toast.success(MSG.loginSuccess);
    onSignedIn();
  }

  /** ReSendOTP for `number`; on success shows step 2 (or signs in, for the test number). */
  async function sendOtp(number: string) {
    setTokenError(null);
    await run(async (signal) => {
      const r = await requestOtp(number);
      if (signal.aborted) return;
      if (!r.succ) {
        const refused = refusalOf(number, r);
        if (refused) setRefusal(refused);
        else toast.error(r.msg);
        return;
      }
      setRefusal(null);
      if (r.data) {
        // The test mobile number: its ticket came straight back; 'Login successfully' follows.
        await finishSignIn(number, r.data, signal);
        return;
      }
      toast.success(r.msg);
      lastSent = { mobile: number, at: Date.now() };
      setMobile(number);
      setStep('otp');
      countdown.start(OTP_RESEND_SECONDS);
    });
  }

  function onMobileSubmit(number: string) {
    // The code sent a moment ago is still on its way: no second request inside the wait.
    const waitLeft =
      lastSent?.mobile === number ? lastSent.at + OTP_RESEND_SECONDS * 1000 - Date.now() : 0;
    if (waitLeft > 0) {
      setTokenError(null);
      setMobile(number);
      setStep('otp');
      countdown.start(Math.ceil(waitLeft / 1000));
      return;
    }
    void sendOtp(number);
  }

  async function onVerify(otp: string, clearOtp: () => void) {
    setTokenError(null);
    await run(async (signal) => {
      const r = await verifyOtp(mobile, otp);
      if (signal.aborted) return;
      if (!r.succ || !r.data) {
        if (r.status === 0) clearOtp();
        const refused = r.succ ? undefined : refusalOf(mobile, r);
        if (refused) setRefusal(refused);
        else toast.error(r.msg);
        return;
      }
      await finishSignIn(mobile, r.data, signal);
    });
  }

  return (
    <Modal labelledBy={titleId} onEscape={onClose} busy={busy}>
      <div className="relative p-5 sm:p-6">
        <div className="absolute top-2 right-2">
          <ModalCloseButton onClick={onClose} />
        </div>
        {step === 'mobile' ? (
          <MobileStep
            titleId={titleId}
            initialMobile={mobile}
            busy={busy}
            notice={reason === 'expired' ? MSG.sessionExpired : null}
            tokenError={tokenError}
            refusal={refusal}
            onSubmit={onMobileSubmit}
            onLeave={onClose}
            inputRef={mobileInput}
          />
        ) : (
          <OtpStep
            titleId={titleId}
            mobile={mobile}
            busy={busy}
            secondsLeft={countdown.seconds}
            tokenError={tokenError}
            refusal={refusal?.mobile === mobile ? refusal.message : null}
            onEdit={() => {
              setTokenError(null);
              countdown.stop();
              setStep('mobile');
            }}
            onResend={() => void sendOtp(mobile)}
            onVerify={onVerify}
          />
        )}
      </div>
    </Modal>
  );
}
