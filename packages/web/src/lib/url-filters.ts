import { INT4_MAX } from '@app/shared';
import { useSearchParams } from 'react-router';

/** A record's id from the address (`/course/:id`), or 0 when it names none the server could hold. */
export function idParam(raw: string | undefined): number {
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id <= INT4_MAX ? id : 0;
}

/** The value when it is one of `values`, otherwise undefined (an unknown value in a URL is left out). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

type PageSizes = { readonly default: number; readonly options: readonly number[] };

/** `pn` and `p_size` of a list from its URL: a whole page number from 1, a size among the options. */
export function readPage(params: URLSearchParams, sizes: PageSizes) {
  const pn = Number(params.get('pn'));
  const size = Number(params.get('p_size'));
  return {
    pn: Number.isInteger(pn) && pn > 0 ? pn : 1,
    p_size: sizes.options.includes(size) ? size : sizes.default,
  };
}

/** The trimmed `key_word` of a list's URL, cut to the field's limit; undefined when blank. */
export const readKeyword = (params: URLSearchParams, max: number) =>
  params.get('key_word')?.trim().slice(0, max) || undefined;

/**
 * A list whose filters and page live in the URL, so a reload or a shared link keeps them: the parameters, and an
 * update that sets or clears filters and goes back to page 1.
 */
export function useUrlFilters<K extends string>() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Partial<Record<K, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes) as Array<[string, string | undefined]>) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('pn');
    setParams(next);
  };
  return { params, setParams, update };
}
