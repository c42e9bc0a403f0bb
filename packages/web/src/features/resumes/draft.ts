import type { ResumeSave } from '@app/shared';

/**
 * What was typed in the resume form on /resume before logging in (saving needs a session, the form keeps what
 * was typed), offered on 我的简历 after the login. Kept in sessionStorage for this tab; cleared after a successful save.
 */
export type ResumeDraft = Partial<Omit<ResumeSave, 'projects'>> & {
  projects?: Partial<ResumeSave['projects'][number]>[];
};

const KEY = 'resumeDraft';

/**
 * The stored record is tagged as written while signed out: only such a draft is "filled in before logging in". A
 * record without the tag (older code also kept a signed-in user's unsaved edits here) is never offered.
 */
type StoredDraft = { writtenSignedOut: true; values: ResumeDraft };

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredDraft>;
  return record.writtenSignedOut === true && typeof record.values === 'object' && record.values !== null;
}

/** The draft typed while signed out, if there is one. */
export function readDraft(): ResumeDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    return isStoredDraft(stored) ? stored.values : null;
  } catch {
    return null;
  }
}

/** Keeps what a signed-out visitor typed (a signed-in user's form saves to the server instead). */
export function saveSignedOutDraft(draft: ResumeDraft): void {
  try {
    const stored: StoredDraft = { writtenSignedOut: true, values: draft };
    sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the form still holds the values.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
