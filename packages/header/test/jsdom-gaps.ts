/**
 * What jsdom lacks and the header's components use. A modal <dialog> (showModal, close, the cancel
 * event on Escape): `open` and the `close` event; Escape is what a test dispatches as the `cancel`
 * event, as a browser does. ResizeObserver: jsdom lays nothing out, so nothing ever resizes and
 * an observer that never reports is what a browser would do there.
 */
const proto = globalThis.HTMLDialogElement?.prototype as (HTMLDialogElement & { showModal?: unknown }) | undefined;
if (proto && typeof proto.showModal !== 'function') {
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** What a browser does when Escape is pressed in an open modal dialog. */
export function pressEscapeIn(dialog: HTMLElement): void {
  const cancel = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(cancel);
  if (!cancel.defaultPrevented) (dialog as HTMLDialogElement).close();
}

if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
