import { type KeyboardEvent, useEffect, useState } from 'react';

/** The filters a text field holds. */
type TextName<F> = { [K in keyof F]-?: F[K] extends string | undefined ? K : never }[keyof F] & string;

/**
 * A search form's draft (/jobs, /talents): what is typed but not searched yet. It follows the search in the URL,
 * taken again when `urlKey` (the URL's query) changes; `submit` searches it. `text(name)` gives a text field its id
 * (`${idPrefix}-${name}`), value and change; `onEnter` makes Enter in a filter field search (not while an IME composes).
 */
export function useSearchDraft<F extends object>(
  filters: F,
  urlKey: string,
  idPrefix: string,
  search: (draft: F) => void,
) {
  const [draft, setDraft] = useState<F>(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields follow the URL, re-read when it changes.
  useEffect(() => setDraft(filters), [urlKey]);
  const submit = () => search(draft);
  const text = (name: TextName<F>) => ({
    id: `${idPrefix}-${name}`,
    value: (draft[name] as string | undefined) ?? '',
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) submit();
  };
  return { draft, submit, text, onEnter };
}
