import styles from './post-html.module.css';

/**
 * A post's body as the server rendered and sanitised it (markdown-it with raw HTML escaped and links checked):
 * only the server's `html` is ever inserted here, never the Markdown source. The editor's preview uses it too.
 */
export function PostHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering (see the contract).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
