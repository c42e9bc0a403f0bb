import { FORUM_LIMITS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { forumImageKey, renderPost, safeLink } from './render.ts';

const IMAGE = '/files/forum/7/0b1c2d3e-1111-4222-8333-444455556666.png';

/** No tag the author wrote, no attribute but the ones the renderer emits, no script URL anywhere in an attribute. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img(?![^>]*src="\/files\/forum\/)/i);
  expect(html).not.toMatch(/<a\s(?![^>]*href="(?:https?:|mailto:|\/))/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
  expect(html).not.toMatch(/(?:href|src)="\s*(?:javascript|vbscript|data):/i);
}

describe('forum Markdown rendering', () => {
  it.each([
    ['a script tag', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an image with onerror', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['a raw link', '<a href="javascript:alert(1)">x</a>', '&lt;a href=&quot;javascript:alert(1)&quot;&gt;'],
    ['an event attribute in a div', '<div onmouseover="alert(1)">hi</div>', '&lt;div onmouseover='],
    ['an svg with onload', '<svg/onload=alert(1)>', '&lt;svg/onload=alert(1)&gt;'],
  ])('escapes raw HTML into visible text: %s', (_name, body, escaped) => {
    const { html } = renderPost(body);
    expect(html).toContain(escaped);
    expectInert(html);
  });

  it.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['upper case', '[x](JAVASCRIPT:alert(1))'],
    ['an entity-encoded scheme', '[x](&#106;avascript:alert(1))'],
    ['a hex entity', '[x](&#x6A;avascript:alert(1))'],
    ['a percent-encoded blank inside', '[x](java%0ascript:alert(1))'],
    ['a percent-encoded scheme', '[x](%6Aavascript:alert(1))'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['a data: URL', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['an autolink', '<javascript:alert(1)>'],
    ['a reference link', '[x][r]\n\n[r]: javascript:alert(1)'],
  ])('renders no link for a dangerous URL: %s', (_name, body) => {
    const { html } = renderPost(body);
    expect(html).not.toContain('<a ');
    expectInert(html);
  });

  it('keeps safe links: external ones open apart with nofollow, relative and mailto ones as they are', () => {
    const { html } = renderPost('[规范](https://example.com/gb) [帖子](/forum/post/3) [信](mailto:a@example.com)');
    expect(html).toContain(
      '<a href="https://example.com/gb" target="_blank" rel="nofollow noopener noreferrer">规范</a>',
    );
    expect(html).toContain('<a href="/forum/post/3">帖子</a>');
    expect(html).toContain('<a href="mailto:a@example.com">信</a>');
    expect(renderPost('见 https://www.mohurd.gov.cn 官网').html).toContain(
      '<a href="https://www.mohurd.gov.cn" target="_blank" rel="nofollow noopener noreferrer">',
    );
  });

  it('escapes a title that tries to close its attribute', () => {
    const { html } = renderPost('[x](https://example.com "a\\" onmouseover=\\"alert(1)")');
    expect(html).toContain('title="a&quot; onmouseover=&quot;alert(1)"');
    expectInert(html);
  });

  it('shows images of the forum folder only; any other source is counted and shown as its alt text', () => {
    const own = renderPost(`![图一](${IMAGE})`);
    expect(own.html).toContain(`<img src="${IMAGE}" alt="图一" loading="lazy">`);
    expect(own.imageKeys).toEqual([IMAGE.slice('/files/'.length)]);
    expect(own.foreignImages).toBe(0);

    for (const src of [
      'https://evil.example.com/x.png',
      '//evil.example.com/x.png',
      `${IMAGE}?x=1`,
      '/files/avatars/7/0b1c2d3e-1111-4222-8333-444455556666.png',
      '/files/forum/7/../../avatars/x.png',
    ]) {
      const other = renderPost(`![外链](${src})`);
      expect(other.foreignImages, src).toBe(1);
      expect(other.imageKeys).toEqual([]);
      expect(other.html).not.toContain('<img');
      expect(other.html).toContain('外链');
    }
    // A URL no link may have is no image either: the Markdown stays text.
    for (const src of ['data:image/png;base64,iVBORw0KGgo=', 'javascript:alert(1)']) {
      const refused = renderPost(`![x](${src})`);
      expect(refused.html).not.toContain('<img');
      expect(refused.imageKeys).toEqual([]);
      expectInert(refused.html);
    }
  });

  it('shifts headings two levels down, renders tables and code blocks with their content escaped', () => {
    const { html } = renderPost(
      '# 标题\n\n#### 小节\n\n| 项目 | 说明 |\n|---|---|\n| C30 | 混凝土 |\n\n```js" onclick="x\nconst a = "<b>";\n```',
    );
    expect(html).toContain('<h3>标题</h3>');
    expect(html).toContain('<h6>小节</h6>');
    expect(html).toContain('<td>C30</td>');
    expect(html).toContain('const a = &quot;&lt;b&gt;&quot;;');
    expectInert(html);
  });

  it('keeps the line breaks the author typed inside a paragraph', () => {
    expect(renderPost('第一行\n第二行').html).toBe('<p>第一行<br>\n第二行</p>\n');
  });

  it('answers a plain-text excerpt of the start, at most FORUM_LIMITS.excerpt characters, without Markdown marks', () => {
    const long = `# 备考心得\n\n**一建**考试分为四科，${'复习要点'.repeat(60)}`;
    const { excerpt, text } = renderPost(long);
    expect([...excerpt].length).toBeLessThanOrEqual(FORUM_LIMITS.excerpt);
    expect(excerpt.startsWith('备考心得 一建考试分为四科')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(text).not.toContain('**');
    expect(renderPost('短文 `code`').excerpt).toBe('短文 code');
  });

  it('checks link schemes after decoding and without blanks', () => {
    expect(safeLink('https://example.com')).toBe(true);
    expect(safeLink('/jobs?x=1')).toBe(true);
    expect(safeLink('java\tscript:alert(1)')).toBe(false);
    expect(safeLink(' javascript:alert(1)')).toBe(false);
    expect(safeLink('%256Aavascript:alert(1)')).toBe(false);
    expect(safeLink('file:///etc/passwd')).toBe(false);
    expect(forumImageKey(IMAGE)).toBe('forum/7/0b1c2d3e-1111-4222-8333-444455556666.png');
    expect(forumImageKey('/files/forum/7/x.png')).toBeNull();
  });
});
