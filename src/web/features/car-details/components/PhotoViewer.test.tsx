import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { installNativeDialogForEachTest, nextTask } from '#web/test/native-dialog.ts';
import PhotoViewer from './PhotoViewer.tsx';

const photos = [1, 2, 3].map((n) => ({ carphoto: `/photos/${n}.jpg`, carphotosmall: null }));
const title = '2019 Maruti Suzuki Swift VXI';

installNativeDialogForEachTest();

/** The gallery's wiring: a photo button opens the viewer, onClose unmounts it. */
function GalleryHarness({ onClose }: { onClose: (last: number) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open photo
      </button>
      {open ? (
        <PhotoViewer
          photos={photos}
          title={title}
          startIndex={1}
          onClose={(last) => {
            onClose(last);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

async function openInStrictMode() {
  const onClose = vi.fn();
  render(
    <StrictMode>
      <GalleryHarness onClose={onClose} />
    </StrictMode>,
  );
  const opener = screen.getByRole('button', { name: 'Open photo' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  await act(nextTask);
  await act(nextTask);
  return { onClose, opener };
}

const viewer = () => screen.queryByRole('dialog', { name: `${title}: photos` });

describe('photo viewer in React StrictMode (development build)', () => {
  it('opens and stays open after effects flush, the page locked, without calling onClose', async () => {
    const { onClose } = await openInStrictMode();
    const dialog = viewer() as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the close button calls onClose once, unlocks the page and refocuses the opener', async () => {
    const { onClose, opener } = await openInStrictMode();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Close photo viewer' })),
    );
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(1);
    expect(viewer()).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('Escape (the cancel event) calls onClose once', async () => {
    const { onClose } = await openInStrictMode();
    await act(async () =>
      fireEvent(viewer() as HTMLElement, new Event('cancel', { cancelable: true })),
    );
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(viewer()).toBeNull();
  });
});
