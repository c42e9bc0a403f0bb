import type { ResumeSave } from '@app/shared';

/**
 * What was typed in the resume form before logging in (SPEC: saving needs a session, the form keeps what
 * was typed). Kept in sessionStorage for this tab; cleared after a successful save.
 */
export type ResumeDraft = Partial<Omit<ResumeSave, 'projects'>> & {
  projects?: Partial<ResumeSave['projects'][number]>[];
};

const KEY = 'resumeDraft';

export function readDraft(): ResumeDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ResumeDraft) : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: ResumeDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
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
