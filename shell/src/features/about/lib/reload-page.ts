/** Loads the page again: the federation runtime keeps the remotes it loaded until then. */
export function reloadPage(): void {
  window.location.reload();
}
