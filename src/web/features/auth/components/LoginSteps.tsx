/**
 * The two steps of the login dialog (LoginDialog.tsx): the mobile number,
 * then the WhatsApp code with EDIT, the resend wait and Verify; a 429's wait
 * under the field it refused.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ClipboardEvent, type RefObject, useEffect, useId } from 'react';
import { type FieldValues, type Path, type UseFormProps, useForm } from 'react-hook-form';
import {
  agreeToTerms,
  didntGetOtp,
  editMobile,
  editMobileHidden,
  enterOtp,
  otpSeconds,
  otpVerification,
  resendOtp,
  resendOtpIn,
  verifyOtp,
} from '#messages/account.ts';
import { mobilePlaceholder } from '#messages/frame.ts';
import { privacyPolicyTitle, termsTitle } from '#messages/heads.ts';
import { getOtp, loginIntro, loginTitle, signInNotice } from '#messages/login.ts';
import { OTP_DIGITS, OTP_MIN_LENGTH } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import {
  type LoginMobileForm,
  LoginMobileFormSchema,
  type OtpForm,
  OtpFormSchema,
} from '#shared/schemas/auth.ts';
import { FieldError, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { DataNotice } from '#web/components/ui/DataNotice.tsx';
import { Link } from '#web/lib/links.tsx';
import { formatMobile, normalizeMobileInput } from '../mobile-input.ts';
import {
  ChatBadge,
  DialogHeading,
  MobileNumberField,
  PhoneBadge,
  TokenError,
} from './login-dialog-parts.tsx';
import { describedBy, RetryAlert } from './RetryAlert.tsx';

/**
 * A step's form of one field, `name` (checked by the options' resolver),
 * with the field focused when the step shows, its registration, and a
 * useId to name its input by.
 */
function useStepForm<T extends FieldValues>(name: Path<T>, options: UseFormProps<T>) {
  const id = useId();
  const form = useForm<T>(options);
  const { setFocus } = form;
  useEffect(() => setFocus(name), [setFocus, name]);
  return { id, form, field: form.register(name) };
}

export function MobileStep({
  titleId,
  initialMobile,
  busy,
  notice,
  tokenError,
  refusal,
  onSubmit,
  onLeave,
  inputRef,
}: {
  titleId: string;
  initialMobile: string;
  /** Given the number's input once it is on the page (the dialog takes over the login shell with it). */
  inputRef?: RefObject<HTMLInputElement | null>;
  busy: boolean;
  notice: string | null;
  tokenError: string | null;
  /** A 429 for `mobile`: shown while that number is in the field. */
  refusal: { mobile: string; message: string } | null;
  onSubmit: (mobile: string) => void;
  onLeave: () => void;
}) {
  const { id, form, field } = useStepForm<LoginMobileForm>('mobileno', {
    resolver: zodResolver(LoginMobileFormSchema),
    defaultValues: { mobileno: initialMobile },
  });
  const {
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const error = errors.mobileno?.message;
  const inputId = `${id}-mobile`;
  // The refusal is about the number it was for: another number typed hides it.
  const retry = refusal && watch('mobileno') === refusal.mobile ? refusal.message : null;
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
      <DialogHeading titleId={titleId} title={loginTitle} icon={<PhoneBadge />}>
        {loginIntro}
      </DialogHeading>
      <form noValidate onSubmit={handleSubmit((v) => onSubmit(v.mobileno))} className="mt-5">
        {notice ? (
          <p className="mb-4 rounded-xl bg-accent-50 px-3.5 py-2.5 text-sm font-medium text-accent-900 ring-1 ring-accent-200">
            {notice}
          </p>
        ) : null}
        <TokenError message={tokenError} />
        <MobileNumberField inputId={inputId}>
          <input
            id={inputId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            placeholder={mobilePlaceholder}
            readOnly={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(
              !!error && `${inputId}-error`,
              !!retry && `${inputId}-retry`,
            )}
            className={`${inputClass} rounded-l-none`}
            {...field}
            ref={(element) => {
              field.ref(element);
              if (inputRef) inputRef.current = element;
            }}
            onChange={(e) => {
              e.target.value = e.target.value.replace(/\D/g, '').slice(0, 10);
              void field.onChange(e);
            }}
            onPaste={onPaste}
          />
        </MobileNumberField>
        <FieldError id={inputId} error={error} />
        <RetryAlert id={`${inputId}-retry`} message={retry} />
        <div className="mt-4">
          <DataNotice onLeave={onLeave}>{signInNotice}</DataNotice>
        </div>
        <SubmitButton pending={busy} className="mt-4 w-full px-4">
          {getOtp}
        </SubmitButton>
        <p className="mt-4 text-center text-xs leading-relaxed text-ink-500">
          {agreeToTerms(
            <Link
              key="terms"
              to="/page/termsandconditions"
              onClick={onLeave}
              className="font-medium text-primary-700 underline"
            >
              {termsTitle}
            </Link>,
            <Link
              key="privacy"
              to="/page/privacypolicy"
              onClick={onLeave}
              className="font-medium text-primary-700 underline"
            >
              {privacyPolicyTitle}
            </Link>,
          )}
        </p>
      </form>
    </>
  );
}

export function OtpStep({
  titleId,
  mobile,
  busy,
  secondsLeft,
  tokenError,
  refusal,
  onEdit,
  onResend,
  onVerify,
}: {
  titleId: string;
  mobile: string;
  busy: boolean;
  secondsLeft: number;
  tokenError: string | null;
  /** A 429's words (Resend OTP or Verify refused), or null. */
  refusal: string | null;
  onEdit: () => void;
  onResend: () => void;
  onVerify: (otp: string, clearOtp: () => void) => Promise<void>;
}) {
  const { id, form, field } = useStepForm<OtpForm>('otp', {
    resolver: zodResolver(OtpFormSchema),
    defaultValues: { otp: '' },
  });
  const {
    handleSubmit,
    setValue,
    setFocus,
    watch,
    formState: { errors },
  } = form;
  const otp = watch('otp') ?? '';
  const error = errors.otp?.message;
  const inputId = `${id}-otp`;
  const canVerify = otp.trim().length >= OTP_MIN_LENGTH;

  return (
    <>
      <DialogHeading titleId={titleId} title={otpVerification} icon={<ChatBadge />}>
        <span className="block">{MSG.otpSent}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2">
          <span className="font-semibold text-ink-900">{formatMobile(mobile)}</span>
          <button
            type="button"
            onClick={onEdit}
            disabled={busy}
            className="-my-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-bold tracking-wide text-primary-700 hover:bg-primary-50 disabled:text-ink-400"
          >
            {editMobile}
            <span className="sr-only">{editMobileHidden}</span>
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
          {enterOtp}
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
          aria-describedby={describedBy(
            !!error && `${inputId}-error`,
            !!refusal && `${inputId}-retry`,
          )}
          className={`${inputClass} text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]`}
          {...field}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/\D/g, '').slice(0, OTP_DIGITS);
            void field.onChange(e);
          }}
        />
        <FieldError id={inputId} error={error} />
        <RetryAlert id={`${inputId}-retry`} message={refusal} />
        <div className="mt-3 flex min-h-11 items-center justify-center text-sm" aria-live="polite">
          {secondsLeft > 0 ? (
            <p className="text-ink-600">
              {resendOtpIn(
                <span key="seconds" className="font-semibold tabular-nums">
                  {otpSeconds(secondsLeft)}
                </span>,
              )}
            </p>
          ) : (
            <p className="text-ink-600">
              {didntGetOtp}{' '}
              <button
                type="button"
                onClick={onResend}
                disabled={busy}
                className="-my-2 inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary-700 hover:bg-primary-50 disabled:text-ink-400"
              >
                {resendOtp}
              </button>
            </p>
          )}
        </div>
        <SubmitButton pending={busy} disabled={!canVerify} className="mt-2 w-full px-4">
          {verifyOtp}
        </SubmitButton>
      </form>
    </>
  );
}
