import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '#web/test/native-dialog.ts';
import CropDialog from './CropDialog.tsx';

afterEach(cleanup);

/** Renders the crop dialog in StrictMode, as a development build does, and lets effects settle. */
async function renderInStrictMode() {
  const onCancel = vi.fn();
  const onDone = vi.fn();
  render(
    <StrictMode>
      <CropDialog src="blob:photo" width={1600} height={1100} onCancel={onCancel} onDone={onDone} />
    </StrictMode>,
  );
  await act(nextTask);
  return { onCancel, onDone };
}

describe('crop dialog in React StrictMode (development build)', () => {
  it('opens and stays open with the cropper, without discarding the photo', async () => {
    const { onCancel, onDone } = await renderInStrictMode();
    const dialog = screen.getByRole('dialog', { name: 'Crop photo' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByAltText('Chosen photo').getAttribute('src')).toBe('blob:photo');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('the close button discards once', async () => {
    const { onCancel } = await renderInStrictMode();
    fireEvent.click(screen.getByRole('button', { name: 'Close and discard photo' }));
    await act(nextTask);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Escape discards once', async () => {
    const { onCancel } = await renderInStrictMode();
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(nextTask);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Cancel discards once', async () => {
    const { onCancel } = await renderInStrictMode();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(nextTask);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
