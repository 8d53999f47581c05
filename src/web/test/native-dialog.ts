/**
 * Test helper: jsdom's <dialog> has no showModal() or close(). This gives it
 * the two browser behaviours the dialogs depend on, so tests see what a
 * browser does: showModal() opens it, and close() closes it and fires the
 * `close` event later, as a queued task (HTML spec), not during the call.
 * That late event is what closed the lead dialog under React StrictMode.
 * jsdom has no invoker commands either: the buttons' `commandfor` is answered
 * as in such a browser, by src/web/boot-invokers.ts.
 * A test file calls `installNativeDialogForEachTest()` once at its top.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { answerInvokerCommands } from '#web/boot-invokers.ts';

/** Gives jsdom the native <dialog> behaviours; answers a function that takes them away again. */
export function installNativeDialog(): () => void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const saved = {
    showModal: Object.getOwnPropertyDescriptor(proto, 'showModal'),
    close: Object.getOwnPropertyDescriptor(proto, 'close'),
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected)
      throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const timer = setTimeout(() => {
      timers.delete(timer);
      this.dispatchEvent(new Event('close'));
    }, 0);
    timers.add(timer);
  };

  return () => {
    for (const timer of timers) clearTimeout(timer);
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete proto[name as keyof typeof saved];
    }
  };
}

/**
 * For a test file of dialogs: before each test the native <dialog> behaviours
 * are installed; after it, what it rendered is unmounted and jsdom restored.
 */
export function installNativeDialogForEachTest(): void {
  let restore: () => void = () => {};
  answerInvokerCommands();
  beforeEach(() => {
    restore = installNativeDialog();
  });
  afterEach(() => {
    cleanup();
    restore();
  });
}

/** Lets queued tasks run (the dialog's late `close` event, effects, re-renders). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
