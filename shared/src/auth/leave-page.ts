/**
 * Sends the browser away to another site (an identity provider's sign-in page). A module of
 * its own because jsdom cannot navigate and will not let tests replace `location.assign`.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
