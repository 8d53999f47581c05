import { afterEach, describe, expect, it } from 'vitest';
import { loginPath, safeNextPath, useLoginDialog } from './login-dialog-store.ts';

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
});
