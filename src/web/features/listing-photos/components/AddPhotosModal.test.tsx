import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import type { ImageGroup, ListingImage } from '#shared/schemas/listing.ts';
import type { ApiResult } from '#web/lib/api-client.ts';
import { nextTask } from '#web/test/native-dialog.ts';
import type { PostForm } from '../api/listing-photos.ts';
import { AddPhotosModal } from './AddPhotosModal.tsx';

const image = (n: number): ListingImage => ({
  Rand: `P${n}`,
  carphoto: `/photos/${n}.jpg`,
  carphotosmall: `/photos/${n}-s.webp`,
  imagetype: 'Exterior',
  ismain: n === 1,
});
const groups = (count: number): ImageGroup[] => [
  { imagetype: 'Exterior', images: Array.from({ length: count }, (_, i) => image(i + 1)) },
  { imagetype: 'Interior', images: [] },
];

let stored = 2;

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = '';
  naturalWidth = 1400;
  naturalHeight = 1050;
  set src(_v: string) {
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  stored = 2;
  vi.stubGlobal('Image', FakeImage);
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        fillRect: () => {},
        drawImage: () => {},
        fillStyle: '',
        imageSmoothingEnabled: true,
        imageSmoothingQuality: 'high',
      }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
    'data:image/jpeg;base64,/9j/AAAA',
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('Sellcarimages')) {
        return new Response(
          JSON.stringify({ Success: true, Message: 'Success', Data: groups(stored) }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  const u = URL as unknown as Record<string, unknown>;
  delete u.createObjectURL;
  delete u.revokeObjectURL;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderModal(postForm: PostForm, { strict = false, onClose = () => {} } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  render(
    <AddPhotosModal
      car={{ carid: 7, carnumber: 'GJ01HQ9999', title: '2019 Tata Nexon XZ Plus' }}
      postForm={postForm}
      onClose={onClose}
    />,
    { wrapper },
  );
}

const jpg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('Add Photos (docs/product.md#add-photos, #photo-rules)', () => {
  it('says up to 10 images, shows the Exterior photos with the main one marked and delete buttons', async () => {
    renderModal(vi.fn() as unknown as PostForm);
    const dialog = screen.getByRole('dialog', { name: 'Add Photos' });
    expect(dialog.textContent).toContain('You can upload up to 10 images');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Delete photo' })).toHaveLength(2),
    );
    expect(screen.getByAltText('Main photo of the car').getAttribute('src')).toBe(
      '/photos/1-s.webp',
    );
    expect(screen.getByText('2 of 10 photos · 8 more allowed')).toBeTruthy();
  });

  it('refuses a batch that does not fit, with the documented message, before uploading', async () => {
    stored = 9;
    const postForm = vi.fn();
    renderModal(postForm as unknown as PostForm);
    await screen.findByText('9 of 10 photos · 1 more allowed');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Choose photos'), {
        target: { files: [jpg('a.jpg'), jpg('b.jpg')] },
      });
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'You can upload up to 1 photos.The max limit is 10.',
    );
    expect(postForm).not.toHaveBeenCalled();
  });

  it('at 10 photos says the limit is reached; wrong types are named', async () => {
    stored = 10;
    renderModal(vi.fn() as unknown as PostForm);
    await screen.findByText('10 of 10 photos · 0 more allowed');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Choose photos'), {
        target: { files: [jpg('a.jpg'), new File(['x'], 'b.heic', { type: 'image/heic' })] },
      });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MSG.photoLimitReached);
    expect(alert.textContent).toContain(`b.heic: ${MSG.photoWrongType}`);
  });

  it('uploads each photo in turn, 700 px JPEG, with its own progress bar', async () => {
    const sent: Record<string, string>[] = [];
    let finish: (() => void) | null = null;
    const postForm = vi.fn(
      (
        _path: string,
        body: Record<string, string>,
        options?: { onProgress?: (f: number) => void },
      ) =>
        new Promise<ApiResult<unknown>>((resolve) => {
          sent.push(body);
          options?.onProgress?.(0.4);
          finish = () => {
            stored += 1;
            resolve({ succ: true, data: groups(stored), msg: MSG.photosUploaded, status: 200 });
          };
        }),
    );
    renderModal(postForm as unknown as PostForm);
    await screen.findByText('2 of 10 photos · 8 more allowed');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Choose photos'), {
        target: { files: [jpg('front.jpg'), jpg('side.jpg')] },
      });
    });
    const first = await screen.findByRole('progressbar', { name: 'Uploading front.jpg' });
    await waitFor(() => expect(first.getAttribute('aria-valuenow')).toBe('40'));
    expect(
      screen.getByRole('progressbar', { name: 'Uploading side.jpg' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    expect(sent[0]).toMatchObject({ carid: '7', carnumber: 'GJ01HQ9999', imagetype: 'Exterior' });
    expect(JSON.parse(sent[0]?.imageslist ?? '[]')).toEqual([
      { url: 'data:image/jpeg;base64,/9j/AAAA', name: 'front.jpg' },
    ]);
    await act(async () => finish?.());
    await waitFor(() => expect(sent).toHaveLength(2));
    await act(async () => finish?.());
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    const thumbs = screen.getByRole('region', { name: 'Photos of this car' });
    expect(within(thumbs).getAllByRole('button', { name: 'Delete photo' })).toHaveLength(4);
    expect(postForm).toHaveBeenCalledTimes(2);
  });
});

describe('Add Photos in React StrictMode (development build)', () => {
  it('opens and stays open with the photos loaded, without calling onClose', async () => {
    const onClose = vi.fn();
    renderModal(vi.fn() as unknown as PostForm, { strict: true, onClose });
    await act(nextTask);
    expect(screen.getByRole('dialog', { name: 'Add Photos' })).toBeTruthy();
    expect(await screen.findByText('2 of 10 photos · 8 more allowed')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the close button, Done and Escape each call onClose once', async () => {
    const onClose = vi.fn();
    renderModal(vi.fn() as unknown as PostForm, { strict: true, onClose });
    await screen.findByText('2 of 10 photos · 8 more allowed');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("a photo's delete confirmation opens over it and stays open; No leaves Add Photos open", async () => {
    const onClose = vi.fn();
    vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderModal(vi.fn() as unknown as PostForm, { strict: true, onClose });
    await screen.findByText('2 of 10 photos · 8 more allowed');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Delete photo' })[1] as HTMLElement);
    });
    await act(nextTask);
    expect(
      screen.getByRole('dialog', { name: 'Are you sure, you want to delete this record?' }),
    ).toBeTruthy();
    // Escape answers the confirmation (the top-most dialog), not Add Photos.
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: /Are you sure/ })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add Photos' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
