import { describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { shareLink } from './share.ts';

const data = { title: '2019 Tata Nexon XZ', url: 'https://carsetu.in/CarDetails/R1/x' };

describe('shareLink (docs/product.md#car-page, #messages-and-errors)', () => {
  it('posts to the native wrapper inside the web view', async () => {
    const postMessage = vi.fn();
    const share = vi.fn();
    const out = await shareLink(data, {
      ReactNativeWebView: { postMessage },
      navigator: { share },
    });
    expect(out.kind).toBe('bridge');
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual({ type: 'share', ...data });
    expect(share).not.toHaveBeenCalled();
  });

  it('reports a broken bridge', async () => {
    const out = await shareLink(data, { ReactNativeWebView: {}, navigator: {} });
    expect(out).toEqual({ kind: 'error', message: MSG.noWebViewBridge });
    const thrown = await shareLink(data, {
      ReactNativeWebView: {
        postMessage: () => {
          throw new Error('bridge down');
        },
      },
      navigator: {},
    });
    expect(thrown).toEqual({ kind: 'error', message: 'bridge down' });
  });

  it('uses Web Share in a browser, and is quiet when the sheet is closed', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    expect((await shareLink(data, { navigator: { share } })).kind).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    const cancel = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    expect((await shareLink(data, { navigator: { share: cancel } })).kind).toBe('cancelled');
  });

  it('falls back to the documented alert text', async () => {
    expect(await shareLink(data, { navigator: {} })).toEqual({
      kind: 'unsupported',
      message: MSG.noShare,
    });
  });
});
