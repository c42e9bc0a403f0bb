import { describe, expect, it } from 'vitest';
import { outlineHeadings } from './post-html.tsx';

describe('outlineHeadings', () => {
  it('numbers the levels a post uses on from h2, in order, keeping each level as data-level', () => {
    expect(outlineHeadings('<h4>这里可以聊什么</h4><p>…</p><h4>发帖前请看</h4>')).toBe(
      '<h2 data-level="4">这里可以聊什么</h2><p>…</p><h2 data-level="4">发帖前请看</h2>',
    );
    expect(outlineHeadings('<h3>A</h3><h5>B</h5><h4>C</h4>')).toBe(
      '<h2 data-level="3">A</h2><h4 data-level="5">B</h4><h3 data-level="4">C</h3>',
    );
  });

  it('leaves text that only looks like a heading, and a post without headings, as they are', () => {
    const escaped = '<p>&lt;h3&gt;not a heading&lt;/h3&gt;</p><pre><code>&lt;h1&gt;</code></pre>';
    expect(outlineHeadings(escaped)).toBe(escaped);
    expect(outlineHeadings('<p>正文</p>')).toBe('<p>正文</p>');
  });
});
