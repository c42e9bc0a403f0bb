// Pure edits of the Markdown source behind the editor's toolbar: each takes the text and the selection and answers
// the new text and the selection to restore, so the toolbar never loses the author's place.

export type Selection = { start: number; end: number };
export type Edit = { text: string; selection: Selection };
export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'quote' | 'code' | 'link' | 'list';

/** `before` and `after` around the selection, or around `placeholder` (selected) when nothing is selected. */
export function wrap(text: string, sel: Selection, before: string, after: string, placeholder: string): Edit {
  const chosen = text.slice(sel.start, sel.end) || placeholder;
  const start = sel.start + before.length;
  return {
    text: `${text.slice(0, sel.start)}${before}${chosen}${after}${text.slice(sel.end)}`,
    selection: { start, end: start + chosen.length },
  };
}

/** `prefix` at the start of every line the selection touches (a placeholder line when the line is empty). */
export function prefixLines(text: string, sel: Selection, prefix: string, placeholder: string): Edit {
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

/** `snippet` at the cursor (replacing a selection) on a line of its own; the cursor lands after it. */
export function insertBlock(text: string, sel: Selection, snippet: string): Edit {
  const head = text.slice(0, sel.start);
  const tail = text.slice(sel.end);
  const lead = head === '' || head.endsWith('\n') ? '' : '\n';
  const trail = tail.startsWith('\n') ? '' : '\n';
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
