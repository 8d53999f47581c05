import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '#web/test/native-dialog.ts';
import { Modal, ModalCloseButton } from './Modal.tsx';

/** An opener button in #root and a dialog (with an optional nested one) in a portal beside it. */
function Harness({ onEscape, nested = false }: { onEscape: () => void; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  const close = () => {
    onEscape();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal labelledBy="outer-title" onEscape={close}>
          <h2 id="outer-title">Outer</h2>
          <ModalCloseButton onClick={close} />
          {nested ? (
            <button type="button" onClick={() => setInner(true)}>
              Inner
            </button>
          ) : null}
          {inner ? (
            <Modal labelledBy="inner-title" onEscape={() => setInner(false)}>
              <h2 id="inner-title">Nested</h2>
            </Modal>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});
afterEach(() => {
  cleanup();
  root.remove();
});

async function openInStrictMode(nested = false) {
  const onEscape = vi.fn();
  render(
    <StrictMode>
      <Harness onEscape={onEscape} nested={nested} />
    </StrictMode>,
    { container: root },
  );
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  await act(nextTask);
  return { onEscape, opener };
}

describe('Modal in React StrictMode (development build)', () => {
  it('opens and stays open: the app inert, the page locked, focus inside', async () => {
    const { onEscape } = await openInStrictMode();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(root.inert).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('the close button closes it once: the app and page unlocked, focus back on the opener', async () => {
    const { onEscape, opener } = await openInStrictMode();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await act(nextTask);
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.inert).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes it once', async () => {
    const { onEscape } = await openInStrictMode();
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a nested modal keeps the app locked until the last one closes', async () => {
    await openInStrictMode(true);
    const innerOpener = screen.getByRole('button', { name: 'Inner' });
    innerOpener.focus();
    await act(async () => fireEvent.click(innerOpener));
    await act(nextTask);
    expect(screen.getByRole('dialog', { name: 'Nested' })).toBeTruthy();
    // Escape answers the top-most modal only.
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: 'Nested' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(root.inert).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(innerOpener);
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.inert).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });
});
