import { useSearchParams } from 'react-router';

/**
 * An id a link put in the URL (?applicants=12 from a notification), and a way to drop it once
 * what it opened is closed, leaving the other parameters as they were.
 */
export function useLinkedId(name: string): [number | null, () => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(name));
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [Number.isInteger(id) && id > 0 ? id : null, clear];
}
