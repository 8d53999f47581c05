/**
 * The login dialog (spec 2 "Login dialog", 4 "Sign-in", 5 "Login", 8):
 * step 1 asks for the mobile number and requests an OTP on WhatsApp; step 2
 * ('OTP Verification') takes the code, with EDIT back to step 1 and a 30 s
 * resend wait. A right code gives a login ticket, exchanged for the access
 * token. The test mobile number gets the ticket straight from ReSendOTP.
 *
 * Feedback: a spinner while any request runs; ReSendOTP / VerifyOTP refusals
 * in an error toast; a network failure on verify clears the code; a token
 * refusal in red above the form. Clicking outside does not close it; the
 * close button and Escape do.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ClipboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { OTP_DIGITS, OTP_MIN_LENGTH, OTP_RESEND_SECONDS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import {
  type LoginMobileForm,
  LoginMobileFormSchema,
  type OtpForm,
  OtpFormSchema,
} from '#shared/schemas/auth.ts';
import { Modal, ModalCloseButton } from '#web/components/ui/Modal.tsx';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { startSession } from '#web/lib/session.ts';
import { requestOtp, requestToken, verifyOtp } from '../api/auth-api.ts';
import { formatMobile, normalizeMobileInput } from '../mobile-input.ts';
import { useCountdown } from '../use-countdown.ts';

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

/** Test hook: forget the last sent OTP. */
export function resetLastSentOtp(): void {
  lastSent = null;
}

const inputClass =
  'block h-12 w-full rounded-xl border border-ink-300 bg-white px-3.5 text-base text-ink-900 shadow-sm outline-none transition placeholder:text-ink-400 focus:border-primary-600 focus:ring-4 focus:ring-primary-600/15 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/15';

const primaryButton =
  'flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-primary-600 px-4 text-base font-semibold text-white shadow-sm transition hover:bg-primary-700 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700 disabled:shadow-none';

export default function LoginDialog({ onClose, onSignedIn, reason }: LoginDialogProps) {
  const titleId = useId();
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [mobile, setMobile] = useState('');
  const [busy, setBusy] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const countdown = useCountdown();
  const controller = useRef<AbortController | null>(null);

  // Closing the dialog abandons any request still on its way.
  useEffect(() => () => controller.current?.abort(), []);

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
      setTokenError(r.message);
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
        toast.error(r.msg);
        return;
      }
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
        toast.error(r.msg);
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
            onSubmit={onMobileSubmit}
            onLeave={onClose}
          />
        ) : (
          <OtpStep
            titleId={titleId}
            mobile={mobile}
            busy={busy}
            secondsLeft={countdown.seconds}
            tokenError={tokenError}
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

function MobileStep({
  titleId,
  initialMobile,
  busy,
  notice,
  tokenError,
  onSubmit,
  onLeave,
}: {
  titleId: string;
  initialMobile: string;
  busy: boolean;
  notice: string | null;
  tokenError: string | null;
  onSubmit: (mobile: string) => void;
  onLeave: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<LoginMobileForm>({
    resolver: zodResolver(LoginMobileFormSchema),
    defaultValues: { mobileno: initialMobile },
  });
  useEffect(() => setFocus('mobileno'), [setFocus]);

  const field = register('mobileno');
  const error = errors.mobileno?.message;
  const inputId = `${id}-mobile`;
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    const mobile = normalizeMobileInput(text);
    if (mobile !== text) {
      e.preventDefault();
      setValue('mobileno', mobile, { shouldValidate: isSubmitted });
    }
  };

  return (
    <>
      <DialogHeading titleId={titleId} title="Login / Signup" icon={<PhoneBadge />}>
        Enter your mobile number. We will send a one-time password (OTP) on WhatsApp.
      </DialogHeading>
      <form noValidate onSubmit={handleSubmit((v) => onSubmit(v.mobileno))} className="mt-5">
        {notice ? (
          <p className="mb-4 rounded-xl bg-accent-50 px-3.5 py-2.5 text-sm font-medium text-accent-900 ring-1 ring-accent-200">
            {notice}
          </p>
        ) : null}
        <TokenError message={tokenError} />
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-700">
          Mobile number
        </label>
        <div className="flex">
          <span className="inline-flex h-12 items-center rounded-l-xl border border-r-0 border-ink-300 bg-ink-50 px-3 text-base font-medium text-ink-700">
            +91
          </span>
          <input
            id={inputId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            placeholder="10-digit mobile number"
            readOnly={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className={`${inputClass} rounded-l-none`}
            {...field}
            onChange={(e) => {
              e.target.value = e.target.value.replace(/\D/g, '').slice(0, 10);
              void field.onChange(e);
            }}
            onPaste={onPaste}
          />
        </div>
        {error ? (
          <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={`${primaryButton} mt-5`}>
          {busy ? <Spinner tone="current" srLabel="Please wait..." /> : null}
          Get OTP
        </button>
        <p className="mt-4 text-center text-xs leading-relaxed text-ink-500">
          By continuing you agree to our{' '}
          <Link
            to="/page/termsandconditions"
            onClick={onLeave}
            className="font-medium text-primary-700 underline"
          >
            Terms &amp; Conditions
          </Link>{' '}
          and{' '}
          <Link
            to="/page/privacypolicy"
            onClick={onLeave}
            className="font-medium text-primary-700 underline"
          >
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </>
  );
}

function OtpStep({
  titleId,
  mobile,
  busy,
  secondsLeft,
  tokenError,
  onEdit,
  onResend,
  onVerify,
}: {
  titleId: string;
  mobile: string;
  busy: boolean;
  secondsLeft: number;
  tokenError: string | null;
  onEdit: () => void;
  onResend: () => void;
  onVerify: (otp: string, clearOtp: () => void) => Promise<void>;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<OtpForm>({
    resolver: zodResolver(OtpFormSchema),
    defaultValues: { otp: '' },
  });
  useEffect(() => setFocus('otp'), [setFocus]);

  const otp = watch('otp') ?? '';
  const field = register('otp');
  const error = errors.otp?.message;
  const inputId = `${id}-otp`;
  const canVerify = otp.trim().length >= OTP_MIN_LENGTH;

  return (
    <>
      <DialogHeading titleId={titleId} title="OTP Verification" icon={<ChatBadge />}>
        <span className="block">{MSG.otpSent}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2">
          <span className="font-semibold text-ink-900">{formatMobile(mobile)}</span>
          <button
            type="button"
            onClick={onEdit}
            disabled={busy}
            className="-my-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-bold tracking-wide text-primary-700 hover:bg-primary-50 disabled:text-ink-400"
          >
            EDIT<span className="sr-only"> mobile number</span>
          </button>
        </span>
      </DialogHeading>
      <form
        noValidate
        onSubmit={handleSubmit((v) =>
          onVerify(v.otp, () => {
            setValue('otp', '');
            setFocus('otp');
          }),
        )}
        className="mt-5"
      >
        <TokenError message={tokenError} />
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-700">
          Enter OTP
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_DIGITS}
          placeholder="••••••"
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`${inputClass} text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]`}
          {...field}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/\D/g, '').slice(0, OTP_DIGITS);
            void field.onChange(e);
          }}
        />
        {error ? (
          <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-3 flex min-h-11 items-center justify-center text-sm" aria-live="polite">
          {secondsLeft > 0 ? (
            <p className="text-ink-600">
              Resend OTP in <span className="font-semibold tabular-nums">{secondsLeft}s</span>
            </p>
          ) : (
            <p className="text-ink-600">
              Didn't get it?{' '}
              <button
                type="button"
                onClick={onResend}
                disabled={busy}
                className="-my-2 inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary-700 hover:bg-primary-50 disabled:text-ink-400"
              >
                Resend OTP
              </button>
            </p>
          )}
        </div>
        <button type="submit" disabled={busy || !canVerify} className={`${primaryButton} mt-2`}>
          {busy ? <Spinner tone="current" srLabel="Please wait..." /> : null}
          Verify
        </button>
      </form>
    </>
  );
}

function DialogHeading({
  titleId,
  title,
  icon,
  children,
}: {
  titleId: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      {icon}
      <h2 id={titleId} className="mt-3 text-xl font-bold text-ink-900">
        {title}
      </h2>
      <div className="mt-1 text-sm leading-relaxed text-ink-600">{children}</div>
    </div>
  );
}

function TokenError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
    >
      {message}
    </p>
  );
}

function PhoneBadge() {
  return (
    <span
      className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-50 text-primary-700"
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="6" y="2" width="12" height="20" rx="2.5" />
        <path d="M11 18h2" />
      </svg>
    </span>
  );
}

/** A chat bubble in WhatsApp green: the code arrives there. */
function ChatBadge() {
  return (
    <span
      className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 11.5a8 8 0 0 1-11.8 7L4 20l1.5-4.1A8 8 0 1 1 20 11.5z" />
        <path d="M9 11.5h.01M12 11.5h.01M15 11.5h.01" strokeWidth={2.6} />
      </svg>
    </span>
  );
}
