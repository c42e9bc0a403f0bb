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

  it('inserts an image as a paragraph of its own at the cursor, the cursor after it', () => {
    const edit = insertBlock('before after', { start: 6, end: 6 }, '![](/f/a.png)');
    expect(edit.text).toBe('before\n\n![](/f/a.png)\n\n after');
    expect(edit.selection.start).toBe('before\n\n![](/f/a.png)'.length);
    expect(insertBlock('', { start: 0, end: 0 }, '![](/f/a.png)').text).toBe('![](/f/a.png)\n');
    expect(insertBlock('one\n\n', { start: 5, end: 5 }, '![](/f/a.png)').text).toBe('one\n\n![](/f/a.png)\n');
  });

  it('puts an image after a quote, not inside it', () => {
    const img = '![](/f/a.png)';
    // The cursor at the end of the quote, or on the next line: a blank line keeps the image out of the quote.
    const quote = '> said before';
    expect(insertBlock(quote, { start: quote.length, end: quote.length }, img).text).toBe(`${quote}\n\n${img}\n`);
    expect(insertBlock(`${quote}\n`, { start: quote.length + 1, end: quote.length + 1 }, img).text).toBe(
      `${quote}\n\n${img}\n`,
    );
    // Inside the quote (its second, lazily continued line too): after the whole quote, the text after it kept.
    const text = '> one\n> two\nthree\n\nafter';
    const edit = insertBlock(text, { start: 3, end: 3 }, img);
    expect(edit.text).toBe(`> one\n> two\nthree\n\n${img}\n\nafter`);
    expect(edit.text.slice(0, edit.selection.start).endsWith(img)).toBe(true);
    expect(insertBlock(text, { start: 14, end: 14 }, img).text).toBe(`> one\n> two\nthree\n\n${img}\n\nafter`);
  });

  it('puts an image after a list or a code block the cursor is in', () => {
    const img = '![](/f/a.png)';
    expect(insertBlock('- a\n- b\n\nend', { start: 2, end: 2 }, img).text).toBe(`- a\n- b\n\n${img}\n\nend`);
    expect(insertBlock('```\ncode\n```\nnext', { start: 6, end: 6 }, img).text).toBe(
      `\`\`\`\ncode\n\`\`\`\n\n${img}\n\nnext`,
    );
  });

  it('counts the images of the Markdown', () => {
    expect(countImages('text ![](/a.png) and ![alt](/b.webp "t")\n[not](/c.png)')).toBe(2);
    expect(countImages('no images')).toBe(0);
  });
});
