/** Session storage: what the open forms held when the API refused to renew the session, for the same user. */
export const DRAFTS_KEY = 'portal.form-drafts';

/** A form on screen, as the session sees it when it ends. */
export interface OpenForm {
  /** Names the form on its page: the same form on the same page after signing in again. */
  key: string;
  /** What the user calls it (its accessible name), if it has one. */
  name: string | undefined;
  /** True while it holds changes that are not saved. */
  unsaved(): boolean;
  values(): unknown;
}

interface Drafts {
  user: string;
  forms: Record<string, unknown>;
}

const openForms = new Set<OpenForm>();

/** Tells the session about a form on screen; the returned function takes it back. */
export function registerOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => openForms.delete(form);
}

/** The open forms with unsaved changes. */
export function unsavedForms(): OpenForm[] {
  return [...openForms].filter((form) => form.unsaved());
}

/** Keeps the unsaved input of every open form for `user`, who may sign in again and carry on. */
export function keepDrafts(user: string | undefined): void {
  const unsaved = unsavedForms();
  if (!user || !unsaved.length) return;
  const drafts: Drafts = { user, forms: Object.fromEntries(unsaved.map((form) => [form.key, form.values()])) };
  try {
    sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or disabled: the input cannot be kept.
  }
}

function readDrafts(): Drafts | undefined {
  try {
    const drafts = JSON.parse(sessionStorage.getItem(DRAFTS_KEY) ?? 'null') as Drafts | null;
    return drafts && typeof drafts.forms === 'object' ? drafts : undefined;
  } catch {
    return undefined;
  }
}

/** The input kept for the form `key` when `user` is the one who typed it (nothing is taken). */
export function draftFor(key: string, user: string | undefined): unknown {
  const drafts = readDrafts();
  return drafts && drafts.user === user ? drafts.forms[key] : undefined;
}

/** Drops the input kept for anyone but `user` (someone else signed in). */
export function dropDraftsOfOthers(user: string | undefined): void {
  const drafts = readDrafts();
  if (drafts && drafts.user !== user) sessionStorage.removeItem(DRAFTS_KEY);
}

/** Takes the input kept for the form `key`, once; input kept for someone else is dropped. */
export function takeDraft(key: string, user: string | undefined): unknown {
  const drafts = readDrafts();
  if (!drafts) return undefined;
  if (drafts.user !== user) {
    sessionStorage.removeItem(DRAFTS_KEY);
    return undefined;
  }
  const { [key]: draft, ...rest } = drafts.forms;
  if (Object.keys(rest).length) sessionStorage.setItem(DRAFTS_KEY, JSON.stringify({ ...drafts, forms: rest }));
  else sessionStorage.removeItem(DRAFTS_KEY);
  return draft;
}
