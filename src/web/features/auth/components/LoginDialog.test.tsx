import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { LOGIN_SHELL_ID, takeLoginShell, useLoginDialog } from '#web/lib/login-dialog-store.ts';
import { useSession } from '#web/lib/session.ts';
import { installNativeDialog, nextTask } from '#web/test/native-dialog.ts';
import LoginDialog, { type LoginDialogProps, resetLastSentOtp } from './LoginDialog.tsx';

type Reply = { status?: number; body: unknown; headers?: Record<string, string> } | 'network-error';

/** Answers fetch calls by path, in order; records what was sent. */
function stubServer(routes: Record<string, Reply[]>) {
  const calls: { path: string; body: string }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push({ path, body: String(init?.body ?? '') });
    const reply = routes[path]?.shift();
    if (!reply) throw new Error(`unexpected call to ${path}`);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const OTP_SENT = { body: { Success: true, Message: 'OTP sent to WhatsApp', Data: null } };

function renderDialog(props: Partial<LoginDialogProps> = {}, strict = false) {
  const onClose = props.onClose ?? vi.fn();
  const onSignedIn = props.onSignedIn ?? vi.fn();
  const router = createMemoryRouter([
    { path: '/', element: <LoginDialog onClose={onClose} onSignedIn={onSignedIn} {...props} /> },
  ]);
  const app = <RouterProvider router={router} />;
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { onClose, onSignedIn };
}

const mobileInput = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const getOtp = () => screen.getByRole('button', { name: 'Get OTP' });

async function reachOtpStep(mobile = '9876500001') {
  fireEvent.change(mobileInput(), { target: { value: mobile } });
  fireEvent.click(getOtp());
  await screen.findByRole('heading', { name: 'OTP Verification' });
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ signedIn: false });
  resetLastSentOtp();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginDialog step 1 (docs/product.md#login-rules)', () => {
  it('is a labelled modal with the mobile field focused, numeric and 10 long', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Login / Signup' }).getAttribute('aria-modal')).toBe(
      'true',
    );
    await waitFor(() => expect(document.activeElement).toBe(mobileInput()));
    expect(mobileInput().getAttribute('inputmode')).toBe('numeric');
    expect(mobileInput().maxLength).toBe(10);
  });

  it('says what the number is for and who delivers the code before Get OTP, with the privacy links (issue 44 part 2)', () => {
    renderDialog();
    const notice = screen.getByText(
      /only to sign you in and to send the code, which WhatsApp \(Meta\)/,
    );
    expect(
      notice.compareDocumentPosition(getOtp()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const rights = screen.getByRole('link', { name: 'My data' });
    expect(rights.getAttribute('href')).toBe('/MyData');
    expect(screen.getByRole('link', { name: 'Grievances' }).getAttribute('href')).toBe(
      '/grievance',
    );
  });

  it('takes over the login shell with every digit typed in it, even while it rendered, and the field focused', () => {
    const restore = installNativeDialog();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<dialog id="${LOGIN_SHELL_ID}"><form><input name="mobile" value="98"></form></dialog>`,
    );
    const shell = document.getElementById(LOGIN_SHELL_ID) as HTMLDialogElement;
    const shellInput = shell.querySelector('input') as HTMLInputElement;
    shell.showModal();
    shellInput.focus();
    useLoginDialog.getState().show();
    // The dialog's render took '98'; a digit arrives before it is committed.
    expect(takeLoginShell()?.mobile).toBe('98');
    shellInput.value = '981';
    renderDialog();
    expect(shell.open).toBe(false);
    expect(mobileInput().value).toBe('981');
    expect(document.activeElement).toBe(mobileInput());
    useLoginDialog.getState().hide();
    shell.remove();
    restore();
  });

  it("says 'Mobile is required.' and 'Enter valid mobile number.' and sends nothing", async () => {
    const calls = stubServer({});
    renderDialog();
    fireEvent.click(getOtp());
    expect(await screen.findByText('Mobile is required.')).toBeTruthy();
    fireEvent.change(mobileInput(), { target: { value: '5123456789' } });
    fireEvent.click(getOtp());
    expect(await screen.findByText('Enter valid mobile number.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('keeps digits only and takes the last ten digits of a pasted +91 number', () => {
    renderDialog();
    fireEvent.change(mobileInput(), { target: { value: '98a76-5' } });
    expect(mobileInput().value).toBe('98765');
    fireEvent.paste(mobileInput(), { clipboardData: { getData: () => '+91 98765 43210' } });
    expect(mobileInput().value).toBe('9876543210');
  });

  it('closes from its button and from Escape', () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a ReSendOTP refusal stays on step 1', async () => {
    stubServer({
      '/api/CarSetuClientLogin/ReSendOTP': [
        {
          status: 429,
          body: {
            Success: false,
            Message: 'Please wait 12 seconds before requesting a new OTP.',
            Data: null,
          },
        },
      ],
    });
    renderDialog();
    fireEvent.change(mobileInput(), { target: { value: '9876500001' } });
    fireEvent.click(getOtp());
    await waitFor(() => expect(getOtp().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('heading', { name: 'OTP Verification' })).toBeNull();
  });

  it('signs the test mobile number in straight from ReSendOTP (no OTP step)', async () => {
    const calls = stubServer({
      '/api/CarSetuClientLogin/ReSendOTP': [
        {
          body: {
            Success: true,
            Message: 'Test mobile number: signing in without an OTP.',
            Data: 'ticket-1',
          },
        },
      ],
      '/login': [{ body: { access_token: 'tok-1', token_type: 'bearer', expires_in: 2592000 } }],
    });
    const { onSignedIn } = renderDialog();
    fireEvent.change(mobileInput(), { target: { value: '9999999999' } });
    fireEvent.click(getOtp());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(useSession.getState().signedIn).toBe(true);
    const token = new URLSearchParams(calls[1]?.body);
    expect(Object.fromEntries(token)).toEqual({
      UserName: '9999999999',
      Password: 'ticket-1',
      grant_type: 'password',
      Scope: 'Clientlogin',
    });
  });
});

describe('LoginDialog step 2 (docs/product.md#sign-in, #login-rules)', () => {
  it("counts 'Resend OTP in {n}s' down from 30 each second, then offers Resend OTP that restarts it", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls = stubServer({ '/api/CarSetuClientLogin/ReSendOTP': [OTP_SENT, OTP_SENT] });
    renderDialog();
    await reachOtpStep();
    expect(screen.getByText('OTP sent to WhatsApp')).toBeTruthy();
    expect(screen.getByText('+91 98765 00001')).toBeTruthy();
    expect(screen.getByText(/Resend OTP in/).textContent).toBe('Resend OTP in 30s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/Resend OTP in/).textContent).toBe('Resend OTP in 29s');
    act(() => vi.advanceTimersByTime(28_000));
    expect(screen.getByText(/Resend OTP in/).textContent).toBe('Resend OTP in 1s');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/Resend OTP in/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() =>
      expect(screen.getByText(/Resend OTP in/).textContent).toBe('Resend OTP in 30s'),
    );
    expect(calls.map((c) => c.path)).toEqual([
      '/api/CarSetuClientLogin/ReSendOTP',
      '/api/CarSetuClientLogin/ReSendOTP',
    ]);
  });

  it('keeps Verify disabled until at least 5 characters', async () => {
    stubServer({ '/api/CarSetuClientLogin/ReSendOTP': [OTP_SENT] });
    renderDialog();
    await reachOtpStep();
    const otp = screen.getByLabelText('Enter OTP') as HTMLInputElement;
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(otp.maxLength).toBe(6);
    expect(verify.hasAttribute('disabled')).toBe(true);
    fireEvent.change(otp, { target: { value: '1234' } });
    expect(verify.hasAttribute('disabled')).toBe(true);
    fireEvent.change(otp, { target: { value: '12345' } });
    expect(verify.hasAttribute('disabled')).toBe(false);
  });

  it('EDIT goes back to step 1 with the number; Get OTP again inside the wait does not resend', async () => {
    const calls = stubServer({ '/api/CarSetuClientLogin/ReSendOTP': [OTP_SENT] });
    renderDialog();
    await reachOtpStep();
    fireEvent.click(screen.getByRole('button', { name: /EDIT/ }));
    expect(mobileInput().value).toBe('9876500001');
    fireEvent.click(getOtp());
    await screen.findByRole('heading', { name: 'OTP Verification' });
    expect(screen.getByText(/Resend OTP in/)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('shows a token refusal in red above the form, and signs in on a good code', async () => {
    stubServer({
      '/api/CarSetuClientLogin/ReSendOTP': [OTP_SENT],
      '/api/CarSetuClientLogin/VerifyOTP': [
        { body: { Success: true, Message: 'OTP verified', Data: 'ticket-a' } },
        { body: { Success: true, Message: 'OTP verified', Data: 'ticket-b' } },
      ],
      '/login': [
        {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'The login ticket has expired.' },
        },
        { body: { access_token: 'tok-2', token_type: 'bearer', expires_in: 2592000 } },
      ],
    });
    const { onSignedIn } = renderDialog();
    await reachOtpStep();
    fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The login ticket has expired.');
    expect(onSignedIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-2');
  });

  it('clears the code after a network failure on verify', async () => {
    stubServer({
      '/api/CarSetuClientLogin/ReSendOTP': [OTP_SENT],
      '/api/CarSetuClientLogin/VerifyOTP': ['network-error'],
    });
    renderDialog();
    await reachOtpStep();
    const otp = screen.getByLabelText('Enter OTP') as HTMLInputElement;
    fireEvent.change(otp, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(otp.value).toBe(''));
  });
});

/** A 429 as the server sends it (docs/decisions/005-otp-limits.md): the envelope and Retry-After. */
const tooMany = (Message: string, retryAfter: number): Reply => ({
  status: 429,
  body: { Success: false, Message, Data: null },
  headers: { 'Retry-After': String(retryAfter) },
});
const WAIT = 'Please wait 45 seconds before requesting a new OTP.';
const HOURLY = 'Too many OTP requests for this number. Please try again in 10 minutes.';

describe('LoginDialog after a 429 (docs/product.md#sign-in)', () => {
  it('says inside the dialog, beside the number, when to try again; no toast; another number hides it', async () => {
    const toastError = vi.spyOn(toast, 'error');
    stubServer({ '/api/CarSetuClientLogin/ReSendOTP': [tooMany(WAIT, 45)] });
    renderDialog();
    fireEvent.change(mobileInput(), { target: { value: '9876500001' } });
    fireEvent.click(getOtp());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Try again in 45 seconds.');
    expect(mobileInput().getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByRole('dialog', { name: 'Login / Signup' }).contains(alert)).toBe(true);
    expect(toastError).not.toHaveBeenCalled();
    // Kept while the number stays; another number is not refused (yet).
    fireEvent.change(mobileInput(), { target: { value: '9876500002' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mobileInput().getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(mobileInput(), { target: { value: '9876500001' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many attempts. Try again in 45 seconds.',
    );
  });

  it('a wait of a minute or more names the time, in Indian time, rounded up to the minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:34:20Z')); // 4:04:20 pm in India
    stubServer({ '/api/CarSetuClientLogin/ReSendOTP': [tooMany(HOURLY, 600)] });
    renderDialog();
    fireEvent.change(mobileInput(), { target: { value: '9876500001' } });
    fireEvent.click(getOtp());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again at 4:15 pm.',
    );
  });

  it('goes when the wait has passed', async () => {
    stubServer({ '/api/CarSetuClientLogin/ReSendOTP': [tooMany(WAIT, 1)] });
    renderDialog();
    fireEvent.change(mobileInput(), { target: { value: '9876500001' } });
    fireEvent.click(getOtp());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 1 second.',
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 3000 });
  });

  it('shows the server message when the answer names no wait', async () => {
    stubServer({
      '/api/CarSetuClientLogin/ReSendOTP': [
        { status: 429, body: { Success: false, Message: WAIT, Data: null } },
      ],
    });
    renderDialog();
    fireEvent.change(mobileInput(), { target: { value: '9876500001' } });
    fireEvent.click(getOtp());
    expect((await screen.findByRole('alert')).textContent).toBe(WAIT);
  });

  it('a 429 on Verify or Resend OTP is said on the code step, beside the code; a good send clears it', async () => {
    const toastError = vi.spyOn(toast, 'error');
    stubServer({
      '/api/CarSetuClientLogin/ReSendOTP': [OTP_SENT],
      '/api/CarSetuClientLogin/VerifyOTP': [
        tooMany('Too many requests from your network. Please try again in 5 minutes.', 30),
      ],
    });
    renderDialog();
    await reachOtpStep();
    const otp = screen.getByLabelText('Enter OTP') as HTMLInputElement;
    fireEvent.change(otp, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Try again in 30 seconds.');
    expect(otp.getAttribute('aria-describedby')).toBe(alert.id);
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'OTP Verification' })).toBeTruthy();
  });
});

describe('LoginDialog in React StrictMode (development build)', () => {
  it('opens and stays open after effects flush, the mobile field focused, without onClose', async () => {
    const { onClose } = renderDialog({}, true);
    await act(nextTask);
    expect(screen.getByRole('dialog', { name: 'Login / Signup' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(mobileInput()));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the close button calls onClose once', async () => {
    const { onClose } = renderDialog({}, true);
    await act(nextTask);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape calls onClose once', async () => {
    const { onClose } = renderDialog({}, true);
    await act(nextTask);
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the test mobile still signs in (the request is not abandoned by the remount)', async () => {
    stubServer({
      '/api/CarSetuClientLogin/ReSendOTP': [
        { body: { Success: true, Message: 'Test mobile number.', Data: 'ticket-1' } },
      ],
      '/login': [{ body: { access_token: 'tok-1', token_type: 'bearer', expires_in: 2592000 } }],
    });
    const { onSignedIn, onClose } = renderDialog({}, true);
    await act(nextTask);
    fireEvent.change(mobileInput(), { target: { value: '9999999999' } });
    fireEvent.click(getOtp());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
  });
});
