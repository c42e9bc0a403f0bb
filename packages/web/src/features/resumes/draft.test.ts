// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveSignedOutDraft } from './draft.ts';

describe('the resume draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('is offered when it was written while signed out', () => {
    saveSignedOutDraft({ nick_name: '王建国', email: 'a@example.com' });
    expect(readDraft()).toEqual({ nick_name: '王建国', email: 'a@example.com' });
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it("is not offered without the signed-out tag (a signed-in user's unsaved values, or anything else)", () => {
    for (const stored of [
      JSON.stringify({ nick_name: '王建国', email: 'a@example.com' }),
      JSON.stringify({ writtenSignedOut: false, values: { nick_name: '王建国' } }),
      JSON.stringify({ writtenSignedOut: true, values: null }),
      'not json',
    ]) {
      sessionStorage.setItem('resumeDraft', stored);
      expect(readDraft(), stored).toBeNull();
    }
  });
});
