import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// findBy and waitFor wait for what a user would see, not for a deadline: on 2 busy cores an
// answer from nock can take longer than the library's default second to reach the screen.
configure({ asyncUtilTimeout: 4000 });

// jsdom has <dialog> and its `open` attribute but not the methods; the shared Modal opens its
// dialog with showModal(). No top layer or inert page here: tests check focus, not inertness.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.open = true;
    },
    showModal(this: HTMLDialogElement) {
      if (!this.isConnected)
        throw new DOMException('The dialog is not connected', 'InvalidStateError');
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      // Browsers fire `close` in a later task, as here.
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });
}
