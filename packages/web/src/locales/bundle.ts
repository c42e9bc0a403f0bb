export type LocaleTree = { [key: string]: string | LocaleTree };

/** The namespace of a locale file: its name without `.json` (`./zh/jobs.json` is `jobs`). */
export function namespaceOf(path: string): string | undefined {
  return /\/([\w-]+)\.json$/.exec(path)?.[1];
}
