import { describe, expect, it } from 'vitest';
import { applyAction, countImages, insertBlock, type MarkdownAction } from './markdown-edit.ts';

const hints: Record<MarkdownAction, string> = {
  bold: 'bold',
  italic: 'italic',
  heading: 'Heading',
  quote: 'Quote',
  code: 'code',
  link: 'text',
  list: 'Item',
};

describe('the editor toolbar', () => {
  it('wraps the selection in bold and keeps it selected', () => {
    const edit = applyAction('bold', 'say hello now', { start: 4, end: 9 }, hints);
    expect(edit.text).toBe('say **hello** now');
    expect(edit.text.slice(edit.selection.start, edit.selection.end)).toBe('hello');
  });

  it('puts a selected placeholder in when nothing is selected', () => {
    const edit = applyAction('italic', 'ab', { start: 1, end: 1 }, hints);
    expect(edit.text).toBe('a*italic*b');
    expect(edit.text.slice(edit.selection.start, edit.selection.end)).toBe('italic');
  });

  it('prefixes every selected line for quotes and lists, once', () => {
    expect(applyAction('quote', 'one\ntwo\nthree', { start: 0, end: 7 }, hints).text).toBe('> one\n> two\nthree');
    expect(applyAction('list', '- one\ntwo', { start: 0, end: 9 }, hints).text).toBe('- one\n- two');
    expect(applyAction('heading', 'intro\n', { start: 6, end: 6 }, hints).text).toBe('intro\n## Heading');
  });

  it('fences code over several lines and ticks it inline', () => {
    expect(applyAction('code', 'a\nb', { start: 0, end: 3 }, hints).text).toBe('```\na\nb\n```');
    expect(applyAction('code', 'run x', { start: 4, end: 5 }, hints).text).toBe('run `x`');
  });

  it('makes a link of the selection with its address selected to type over', () => {
    const edit = applyAction('link', 'see docs', { start: 4, end: 8 }, hints);
    expect(edit.text).toBe('see [docs](https://)');
    expect(edit.text.slice(edit.selection.start, edit.selection.end)).toBe('https://');
  });

  it('inserts an image on its own line at the cursor, the cursor after it', () => {
    const edit = insertBlock('before after', { start: 6, end: 6 }, '![](/f/a.png)');
    expect(edit.text).toBe('before\n![](/f/a.png)\n after');
    expect(edit.selection.start).toBe('before\n![](/f/a.png)'.length);
    expect(insertBlock('', { start: 0, end: 0 }, '![](/f/a.png)').text).toBe('![](/f/a.png)\n');
  });

  it('counts the images of the Markdown', () => {
    expect(countImages('text ![](/a.png) and ![alt](/b.webp "t")\n[not](/c.png)')).toBe(2);
    expect(countImages('no images')).toBe(0);
  });
});
