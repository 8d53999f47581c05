/**
 * Buttons that close a native <dialog> with the browser's invoker commands
 * (`commandfor`, `command="close"`): the browser closes it itself after the
 * click's listeners; closing it there too made Chromium warn "A command
 * attempted to close an already closed Dialog". A browser without invoker
 * commands (and jsdom) gets the close from the click.
 */
export function closeWithoutInvokers(dialog: HTMLDialogElement | null): void {
  if (!('command' in HTMLButtonElement.prototype)) dialog?.close();
}
