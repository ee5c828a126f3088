import type { CurrentUser } from '../model/auth';
import { useSessionStore } from './session-store';

/**
 * Unsaved input of a form whose session ended under it (logout in another tab, expiry, a
 * save that answered 401), kept in this tab's session storage until the same person signs
 * in again and opens the form (docs/decisions/031). Keyed by form, person and record:
 * `bizcard:draft:<form>:<tenant>:<userId>:<record>`.
 */
const PREFIX = 'bizcard:draft:';

type Person = Pick<CurrentUser, 'id' | 'tenant_id'>;

/** A form on screen that can lose its session: what to keep if it does. */
export interface OpenForm {
  form: string;
  record: string;
  isDirty: () => boolean;
  values: () => unknown;
}

const personPrefix = (form: string, who: Person) =>
  `${PREFIX}${form}:${who.tenant_id ?? '-'}:${who.id}:`;

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

const storedKeys = (): string[] => {
  const store = storage();
  if (!store) return [];
  return Array.from({ length: store.length }, (_, i) => store.key(i) ?? '').filter((key) =>
    key.startsWith(PREFIX),
  );
};

// A password typed into a form is never written anywhere, whatever else is kept.
const withoutPasswords = (values: unknown): unknown => {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !/password/i.test(name)));
};

function write(key: string, values: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(withoutPasswords(values)));
  } catch {
    // Storage full or disabled: the input is lost as it was before drafts existed.
  }
}

const currentPerson = (): Person | null => {
  const user = useSessionStore.getState().user;
  return user?.id ? user : null;
};

/** The draft the signed-in person left in this form for this record, or null. */
export function readDraft<T>(form: string, record: string): T | null {
  const who = currentPerson();
  const text = who ? storage()?.getItem(`${personPrefix(form, who)}${record}`) : null;
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** Forgets the signed-in person's draft of this form and record (restored, saved or discarded). */
export function discardDraft(form: string, record: string): void {
  const who = currentPerson();
  if (who) storage()?.removeItem(`${personPrefix(form, who)}${record}`);
}

/** The records of this form for which the signed-in person has a draft waiting. */
export function draftRecords(form: string): string[] {
  const who = currentPerson();
  if (!who) return [];
  const prefix = personPrefix(form, who);
  return storedKeys()
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
}

// After the prefix comes the form's name, then `:<tenant>:<userId>:`.
const isOwnedBy = (key: string, own: string) => {
  const rest = key.slice(PREFIX.length);
  return rest.slice(rest.indexOf(':')).startsWith(own);
};

const openForms = new Set<OpenForm>();

/** Keeps the form's input as a draft if the session ends while it is dirty; returns the undo. */
export function keepDraftIfSessionEnds(form: OpenForm): () => void {
  openForms.add(form);
  return () => openForms.delete(form);
}

function keepDirtyFormsOf(person: Person): void {
  for (const open of openForms) {
    if (open.isDirty()) write(`${personPrefix(open.form, person)}${open.record}`, open.values());
  }
}

function forgetDraftsNotOf(person: Person): void {
  const own = `:${person.tenant_id ?? '-'}:${person.id}:`;
  for (const key of storedKeys()) if (!isOwnedBy(key, own)) storage()?.removeItem(key);
}

// The store clears `user` in the same change that records the end: the person is the one
// signed in just before it. A different person signing in never finds another one's drafts.
useSessionStore.subscribe((state, previous) => {
  if (state.ended && !previous.ended && previous.user?.id) keepDirtyFormsOf(previous.user);
  if (state.user?.id && state.user !== previous.user) forgetDraftsNotOf(state.user);
});
