import type { RejectedRows } from './rejected-rows';

/** What an action on a batch gave: a line, and for a refused upload the rows at fault. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
  rows?: RejectedRows | null;
}
