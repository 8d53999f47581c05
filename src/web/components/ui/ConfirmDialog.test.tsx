import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { nextTask } from '#web/test/native-dialog.ts';
import { useConfirm } from './ConfirmDialog.tsx';

afterEach(cleanup);

function Harness({ message }: { message: string }) {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <div>
      <button type="button" onClick={async () => setAnswer(String(await confirm({ message })))}>
        Open
      </button>
      <output>{answer}</output>
      {dialog}
    </div>
  );
}

function open(message: string = MSG.confirmSold, strict = false) {
  const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
  const push = vi.spyOn(window.history, 'pushState');
  render(
    strict ? (
      <StrictMode>
        <Harness message={message} />
      </StrictMode>
    ) : (
      <Harness message={message} />
    ),
  );
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { back, push };
}

describe('confirmation dialog (docs/product.md#confirmation-dialog, #messages-and-errors)', () => {
  it('asks with the exact text, Yes and No, as a modal dialog; No answers false', async () => {
    const { back, push } = open(MSG.confirmSold);
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure, you want to sold this record?',
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(push).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'No' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('false');
    // Closing pops the history entry it pushed.
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('Yes answers true', async () => {
    open(MSG.confirmDelete);
    expect(screen.getByText('Are you sure, you want to delete this record?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('true');
  });

  it('closes on Escape', async () => {
    open();
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('false');
  });

  it('closes on a click outside the panel, not inside it', async () => {
    open();
    const dialog = screen.getByRole('dialog');
    await act(async () => fireEvent.click(dialog));
    expect(screen.getByRole('dialog')).toBeTruthy();
    const backdrop = dialog.parentElement?.parentElement as HTMLElement;
    await act(async () => fireEvent.click(backdrop));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on the browser Back button without going back again', async () => {
    const { back } = open();
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('false');
    expect(back).not.toHaveBeenCalled();
  });
});

describe('confirmation dialog in React StrictMode (development build)', () => {
  it('opens and stays open without answering, one history entry', async () => {
    const { back, push } = open(MSG.confirmSold, true);
    await act(nextTask);
    expect(
      screen.getByRole('dialog', { name: 'Are you sure, you want to sold this record?' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(push).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));
  });

  it('No answers false once and pops its entry once', async () => {
    const { back } = open(MSG.confirmDelete, true);
    await act(nextTask);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'No' })));
    await act(nextTask);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('false');
    expect(back).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('Escape answers false once', async () => {
    const { back } = open(MSG.confirmDelete, true);
    await act(nextTask);
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('false');
    expect(back).toHaveBeenCalledTimes(1);
  });
});
