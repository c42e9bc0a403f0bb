import { describe, expect, it } from 'vitest';
import { scrollKey } from './root-shell.tsx';

describe('scrollKey', () => {
  it('keys the entry a document was loaded at by its address', () => {
    const first = scrollKey({ key: 'default', pathname: '/jobs', search: '?pn=3' });
    expect(first).toBe('document:/jobs?pn=3');
    // Another document in the same tab does not inherit the first one's position.
    expect(scrollKey({ key: 'default', pathname: '/talents', search: '' })).not.toBe(first);
  });

  it('keeps the router key of entries made by navigating inside the app', () => {
    expect(scrollKey({ key: 'x7f3k2', pathname: '/jobs', search: '' })).toBe('x7f3k2');
  });
});
