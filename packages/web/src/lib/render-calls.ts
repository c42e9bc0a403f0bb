import type { RenderAnswer, RenderScope } from '@app/shared';

/** On the server, the calls of the render in progress (app/server-render.tsx); never set in the browser. */
let renderScope: RenderScope | undefined;

/** Server rendering: every GET of a render goes to the calls its scope holds. */
export function answerFromScope(scope: RenderScope): void {
  renderScope = scope;
}

/** The answer to this GET from the server's render in progress, or undefined (the browser: it goes out). */
export function renderAnswer(url: string): Promise<RenderAnswer> | undefined {
  return renderScope?.current()?.(url);
}
