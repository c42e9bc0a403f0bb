import styles from './post-html.module.css';

const HEADING_TAG = /<(\/?)h([1-6])>/g;

/**
 * The post's headings numbered on from the page's own h1: the levels the post uses, in order, become h2, h3, … (a post
 * of ## and ### only: h2 and h3), so the page's outline has no gap (the server renders a post's # as an h3). Each keeps
 * its level in the post as `data-level`, which its look follows. markdown-it writes a heading's tag without
 * attributes and escapes any HTML typed in the post, so every tag the pattern meets is one of its headings.
 */
export function outlineHeadings(html: string): string {
  const levels = [...new Set(Array.from(html.matchAll(HEADING_TAG), (match) => Number(match[2])))].sort();
  if (levels.length === 0) return html;
  return html.replace(HEADING_TAG, (_, close: string, level: string) => {
    const tag = `h${Math.min(6, 2 + levels.indexOf(Number(level)))}`;
    return close ? `</${tag}>` : `<${tag} data-level="${level}">`;
  });
}

/**
 * A post's body as the server rendered and sanitised it (markdown-it with raw HTML escaped and links checked):
 * only the server's `html` is ever inserted here, never the Markdown source. The editor's preview uses it too.
 */
export function PostHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering (see the contract).
      dangerouslySetInnerHTML={{ __html: outlineHeadings(html) }}
    />
  );
}
