import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNativeDialogForEachTest, nextTask } from '#web/test/native-dialog.ts';
import { PhotoViewer, viewerButtonProps, viewerPhotoId } from './PhotoViewer.tsx';

const photos = [1, 2, 3].map((n) => ({ carphoto: `/photos/${n}.jpg`, carphotosmall: null }));
const title = '2019 Maruti Suzuki Swift VXI';

installNativeDialogForEachTest();

let scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo = [];
  // jsdom does not lay out: record which photo was brought into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this.id);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The gallery's wiring: a photo button opens the viewer (in the page from the start) at its photo. */
async function renderInStrictMode() {
  const onClose = vi.fn();
  render(
    <StrictMode>
      <button type="button" {...viewerButtonProps(1)}>
        Open photo
      </button>
      <PhotoViewer photos={photos} title={title} onClose={onClose} />
    </StrictMode>,
  );
  await act(nextTask);
  return { onClose, opener: screen.getByRole('button', { name: 'Open photo' }) };
}

const viewer = () => document.getElementById('photo-viewer') as HTMLDialogElement;

describe('photo viewer (a native dialog in the page), in React StrictMode', () => {
  it('is in the page closed, with every photo and its own count, and the opener names it', async () => {
    const { opener } = await renderInStrictMode();
    expect(viewer().open).toBe(false);
    expect(opener.getAttribute('commandfor')).toBe('photo-viewer');
    expect(opener.getAttribute('command')).toBe('show-modal');
    expect(opener.getAttribute('data-open-at')).toBe(viewerPhotoId(1));
    expect(viewer().querySelectorAll('img[loading="lazy"]')).toHaveLength(3);
    expect(viewer().textContent).toContain('2 / 3');
  });

  it('opens at the photo tapped and stays open after effects flush', async () => {
    const { onClose, opener } = await renderInStrictMode();
    await act(async () => fireEvent.click(opener));
    await act(nextTask);
    expect(viewer().open).toBe(true);
    expect(scrolledTo).toEqual(['viewer-photo-2']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the close button closes it and tells the gallery once', async () => {
    const { onClose, opener } = await renderInStrictMode();
    await act(async () => fireEvent.click(opener));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Close photo viewer' })),
    );
    await act(nextTask);
    expect(viewer().open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
