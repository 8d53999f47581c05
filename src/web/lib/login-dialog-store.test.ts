import { afterEach, describe, expect, it } from 'vitest';
import { installNativeDialogForEachTest } from '#web/test/native-dialog.ts';
import {
  closeLoginShell,
  LOGIN_SHELL_ID,
  loginPath,
  safeNextPath,
  takeHandoverSend,
  takeLoginShell,
  useLoginDialog,
} from './login-dialog-store.ts';

installNativeDialogForEachTest();

afterEach(() => useLoginDialog.getState().hide());

describe('login dialog store', () => {
  it('opens with a continuation, and as an onClick handler ignores the event', () => {
    const { show } = useLoginDialog.getState();
    show({ after: { to: '/Wishlist' }, reason: 'expired' });
    expect(useLoginDialog.getState()).toMatchObject({
      open: true,
      continuation: { to: '/Wishlist' },
      reason: 'expired',
    });
    show({ nativeEvent: {} });
    expect(useLoginDialog.getState()).toMatchObject({
      open: true,
      continuation: null,
      reason: null,
    });
    useLoginDialog.getState().hide();
    expect(useLoginDialog.getState().open).toBe(false);
  });

  it('continues only to same-site paths after /Login', () => {
    expect(loginPath('/EditSellInquiryform/Ab1')).toBe('/Login?next=%2FEditSellInquiryform%2FAb1');
    expect(safeNextPath('/Wishlist?x=1')).toBe('/Wishlist?x=1');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('/Login?next=/x')).toBe('/');
  });

  it('leaves the login shell open until the dialog takes it over, so nothing typed meanwhile is lost', () => {
    document.body.innerHTML = `<dialog id="${LOGIN_SHELL_ID}"><form data-send="1"><input name="mobile" value="98"></form></dialog>`;
    const shell = document.getElementById(LOGIN_SHELL_ID) as HTMLDialogElement;
    shell.showModal();
    useLoginDialog.getState().show();
    // The dialog's code is still loading: the shell stays, and takes more digits.
    expect(shell.open).toBe(true);
    (shell.querySelector('input') as HTMLInputElement).value = '9812345671';
    // The dialog renders (twice under StrictMode): both renders get the whole number.
    expect(takeLoginShell()).toEqual({ mobile: '9812345671', send: true });
    expect(takeLoginShell()).toEqual({ mobile: '9812345671', send: true });
    // Closed once the dialog is on screen in its place, answering what the shell holds by then
    // (a digit typed while the dialog rendered; seen in Firefox).
    expect(shell.open).toBe(true);
    (shell.querySelector('input') as HTMLInputElement).value = '98123456712';
    expect(closeLoginShell()).toBe('98123456712');
    expect(shell.open).toBe(false);
    expect(closeLoginShell()).toBeNull();
    expect(takeHandoverSend()).toBe(true);
    expect(takeHandoverSend()).toBe(false);
    useLoginDialog.getState().hide();
    expect(takeLoginShell()).toBeNull();
    document.body.innerHTML = '';
  });
});
