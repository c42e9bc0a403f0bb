/**
 * One project however its name was typed on each upload: the spacing, full- or half-width characters and letter case
 * do not make it another project.
 */
function projectKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

/** Each project's name once (as first written), in order. */
export function distinctProjectNames(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) {
    const key = projectKey(name);
    if (key && !seen.has(key)) seen.set(key, name.trim());
  }
  return [...seen.values()];
}

/** Project pictures under their project, each project once (its name as first written), in first-seen order. */
export function groupByProject<P extends { project_name: string }>(pictures: readonly P[]): [string, P[]][] {
  const groups = new Map<string, [string, P[]]>();
  for (const pic of pictures) {
    const key = projectKey(pic.project_name);
    const group = groups.get(key);
    if (group) group[1].push(pic);
    else groups.set(key, [pic.project_name.trim(), [pic]]);
  }
  return [...groups.values()];
}
