/**
 * The wait before a mail's next attempt after `attempts` failed ones: doubling from `baseMs`,
 * capped at `maxMs`, then "equal jitter" (half fixed, half random) so processes and mails that
 * failed together do not all come back to the server in the same instant.
 */
export function retryDelayMs(
  attempts: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
