// Pure edits of the Markdown source behind the editor's toolbar: each takes the text and the selection and answers
// the new text and the selection to restore, so the toolbar never loses the author's place.

export type Selection = { start: number; end: number };
export type Edit = { text: string; selection: Selection };
export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'quote' | 'code' | 'link' | 'list';

/** `before` and `after` around the selection, or around `placeholder` (selected) when nothing is selected. */
function wrap(text: string, sel: Selection, before: string, after: string, placeholder: string): Edit {
  const chosen = text.slice(sel.start, sel.end) || placeholder;
  const start = sel.start + before.length;
  return {
    text: `${text.slice(0, sel.start)}${before}${chosen}${after}${text.slice(sel.end)}`,
    selection: { start, end: start + chosen.length },
  };
}

/** `prefix` at the start of every line the selection touches (a placeholder line when the line is empty). */
function prefixLines(text: string, sel: Selection, prefix: string, placeholder: string): Edit {
  const lineStart = text.lastIndexOf('\n', sel.start - 1) + 1;
  const nextBreak = text.indexOf('\n', Math.max(sel.end - (sel.end > sel.start ? 1 : 0), sel.start));
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const block = text.slice(lineStart, lineEnd);
  if (block.trim() === '') {
    const line = `${prefix}${placeholder}`;
    return {
      text: `${text.slice(0, lineStart)}${line}${text.slice(lineEnd)}`,
      selection: { start: lineStart + prefix.length, end: lineStart + line.length },
    };
  }
  const lines = block.split('\n').map((line) => (line.startsWith(prefix) ? line : `${prefix}${line}`));
  const joined = lines.join('\n');
  return {
    text: `${text.slice(0, lineStart)}${joined}${text.slice(lineEnd)}`,
    selection: { start: lineStart, end: lineStart + joined.length },
  };
}

/** A line that starts a quote or a list item: Markdown carries the lines under it, up to a blank line, into it. */
const CONTAINER = /^ {0,3}(>|[-*+](\s|$)|\d{1,9}[.)](\s|$))/;
const FENCE = /^ {0,3}(```|~~~)/;

/** The offset where a block must go so that it lands after the quote, list or code block the cursor is in, if any. */
function afterContainer(text: string, at: number): number | null {
  const lines = text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const endOf = (index: number) => (starts[index] ?? 0) + (lines[index] ?? '').length;
  let here = starts.findLastIndex((start) => start <= at);
  if (here < 0) here = 0;

  // Inside a fenced code block (or on its opening line): after its closing fence.
  let open = -1;
  for (let i = 0; i <= here; i += 1) if (FENCE.test(lines[i] ?? '')) open = open === -1 ? i : -1;
  if (open !== -1) {
    const close = lines.findIndex((line, i) => i > open && FENCE.test(line));
    return close === -1 ? text.length : endOf(close);
  }

  // In a run of lines (no blank line between) that a quote or list item opened at or above the cursor: after the run.
  const blank = (i: number) => (lines[i] ?? '').trim() === '';
  if (blank(here)) return null;
  let first = here;
  while (first > 0 && !blank(first - 1)) first -= 1;
  let last = here;
  while (last < lines.length - 1 && !blank(last + 1)) last += 1;
  for (let i = first; i <= here; i += 1) if (CONTAINER.test(lines[i] ?? '')) return endOf(last);
  return null;
}

/**
 * `snippet` (an image) as a paragraph of its own, a blank line before and after it: at the cursor (replacing a
 * selection), or after the quote, list or code block the cursor is in, so it never joins that block. The cursor lands
 * after it.
 */
export function insertBlock(text: string, sel: Selection, snippet: string): Edit {
  const moved = afterContainer(text, sel.start);
  const head = text.slice(0, moved ?? sel.start);
  const tail = text.slice(moved ?? sel.end);
  const lead = head === '' || head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const trail = tail === '' ? '\n' : tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n';
  const caret = head.length + lead.length + snippet.length;
  return { text: `${head}${lead}${snippet}${trail}${tail}`, selection: { start: caret, end: caret } };
}

/** The toolbar's edits; `placeholders` are the words put in when nothing is selected (in the user's language). */
export function applyAction(
  action: MarkdownAction,
  text: string,
  sel: Selection,
  placeholders: Record<MarkdownAction, string>,
): Edit {
  const hint = placeholders[action];
  switch (action) {
    case 'bold':
      return wrap(text, sel, '**', '**', hint);
    case 'italic':
      return wrap(text, sel, '*', '*', hint);
    case 'heading':
      return prefixLines(text, sel, '## ', hint);
    case 'quote':
      return prefixLines(text, sel, '> ', hint);
    case 'list':
      return prefixLines(text, sel, '- ', hint);
    case 'code':
      return text.slice(sel.start, sel.end).includes('\n')
        ? wrap(text, sel, '```\n', '\n```', hint)
        : wrap(text, sel, '`', '`', hint);
    case 'link': {
      const chosen = text.slice(sel.start, sel.end) || hint;
      const before = `${text.slice(0, sel.start)}[${chosen}](`;
      const url = 'https://';
      return {
        text: `${before}${url})${text.slice(sel.end)}`,
        selection: { start: before.length, end: before.length + url.length },
      };
    }
  }
}

/** How many images the Markdown shows (`![alt](url)`), as the server counts them against FORUM_LIMITS.images. */
export function countImages(text: string): number {
  return text.match(/!\[[^\]]*\]\([^)\s]+[^)]*\)/g)?.length ?? 0;
}
