/** The ids with the one at `from` swapped with its neighbour above (-1) or below (+1); unchanged at either end. */
export function swapWithNeighbour(ids: readonly number[], from: number, direction: -1 | 1): number[] {
  const to = from + direction;
  const order = [...ids];
  const [a, b] = [order[from], order[to]];
  if (a === undefined || b === undefined) return order;
  order[from] = b;
  order[to] = a;
  return order;
}
