import { FORUM_LIMITS } from '@app/shared';
import MarkdownIt from 'markdown-it';
import { FILES_PREFIX } from '../../lib/storage/file-urls.ts';

/**
 * A post's Markdown rendered for the page (docs/product/forum.md#posts). Safety comes from what markdown-it is allowed
 * to emit, not from cleaning HTML afterwards:
 * - `html: false`: raw HTML in the text (`<script>`, `<img onerror>`, `<a href>`) is escaped into visible text, so no
 *   tag or attribute of the author's reaches the page; markdown-it's own tags carry only escaped attribute values.
 * - every link (Markdown, autolink, linkified) goes through `safeLink`: http(s), mailto and relative URLs only, after
 *   entities and percent escapes are decoded and blanks and control characters dropped (`&#106;avascript:`,
 *   `JAVASCRIPT:`, `java\tscript:` are all refused); a refused link renders as its text.
 * - images only from the forum's own storage folder (uploaded through /forum/upload/image); any other source is
 *   counted in `foreignImages` (saving refuses it) and renders as its alt text, so the page never loads a
 *   third-party URL.
 * - external links open in a new tab with rel="nofollow noopener noreferrer"; headings are shifted two levels down
 *   so a post's `#` is an h3 under the page's own headings; a single line break is kept (`breaks`), as people type
 *   in a forum; tables are GFM tables.
 */

/** The storage key of a forum image URL as /forum/upload/image answers it (`/files/forum/<user>/<uuid>.<ext>`). */
const FORUM_IMAGE = new RegExp(
  `^${FILES_PREFIX.replaceAll('/', '\\/')}(forum\\/\\d{1,12}\\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:jpg|png|webp))$`,
);

export const forumImageKey = (url: string): string | null => FORUM_IMAGE.exec(url)?.[1] ?? null;

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/;

function decoded(url: string): string {
  let text = url;
  // Percent escapes may be nested (%256A): decode until nothing changes, a few rounds at most.
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(text);
    } catch {
      break;
    }
    if (next === text) break;
    text = next;
  }
  return text;
}

/** True for http(s), mailto and scheme-less (relative) URLs; false for javascript:, vbscript:, data:, file: … */
export function safeLink(url: string): boolean {
  // Browsers ignore blanks and control characters inside a scheme ("java\nscript:").
  const plain = decoded(url)
    .replace(/[\p{Cc}\p{Cf}\s]/gu, '')
    .toLowerCase();
  const scheme = SCHEME.exec(plain)?.[1];
  if (scheme) return ALLOWED_SCHEMES.has(scheme);
  // No scheme before the first / ? #: a relative URL. A colon there would still be read as one by some parsers.
  const head = plain.split(/[/?#]/, 1)[0] ?? '';
  return !head.includes(':');
}

const isExternal = (href: string) => /^(?:https?:)?\/\//i.test(href);

/** What rendering one post gathers on the way (markdown-it's `env`). */
type Gathered = { imageKeys: string[]; foreignImages: number };

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });
md.validateLink = safeLink;

md.core.ruler.push('forum_shift_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 2)}`;
    }
  }
});

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx];
  const href = String(token?.attrGet('href') ?? '');
  if (token && isExternal(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'nofollow noopener noreferrer');
  }
  return self.renderToken(tokens, idx, options);
};

const escapeHtml = md.utils.escapeHtml;

md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const gathered = env as Gathered | undefined;
  if (!token || !gathered) return '';
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const key = forumImageKey(String(token.attrGet('src') ?? ''));
  if (!key) {
    gathered.foreignImages += 1;
    return escapeHtml(alt);
  }
  gathered.imageKeys.push(key);
  return `<img src="${escapeHtml(`${FILES_PREFIX}${key}`)}" alt="${escapeHtml(alt)}" loading="lazy">`;
};

export type RenderedPost = {
  /** Safe to insert as HTML. */
  html: string;
  /** The whole text as plain text (what the search index holds). */
  text: string;
  /** The start of the text as plain text, at most FORUM_LIMITS.excerpt characters. */
  excerpt: string;
  /** The storage keys of the post's images, in order (repeats kept: each counts against FORUM_LIMITS.images). */
  imageKeys: string[];
  /** Images from anywhere else (rendered as their alt text; saving refuses them). */
  foreignImages: number;
};

/** The plain text of parsed Markdown, blocks separated by a space. */
function plainText(tokens: ReturnType<typeof md.parse>): string {
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content);
    if (token.type !== 'inline') continue;
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ');
    }
    parts.push(' ');
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function excerptOf(text: string): string {
  const chars = [...text];
  if (chars.length <= FORUM_LIMITS.excerpt) return text;
  return `${chars
    .slice(0, FORUM_LIMITS.excerpt - 1)
    .join('')
    .trimEnd()}…`;
}

/** Renders a post's Markdown (the same for saving and for the preview). */
export function renderPost(body: string): RenderedPost {
  const env: Gathered = { imageKeys: [], foreignImages: 0 };
  const tokens = md.parse(body, env);
  const html = md.renderer.render(tokens, md.options, env);
  const text = plainText(tokens);
  return { html, text, excerpt: excerptOf(text), imageKeys: env.imageKeys, foreignImages: env.foreignImages };
}
