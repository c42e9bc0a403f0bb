import type { ComponentProps, ReactNode } from 'react';
import { SearchInput } from './input.tsx';
import { PhoneFilters } from './phone-filters.tsx';

type KeywordProps = Omit<ComponentProps<typeof SearchInput>, 'large' | 'onSearch' | 'buttonText' | 'aria-label'>;

/** The page's own classes for each piece: /jobs and /talents draw the same search in their own looks. */
export type SearchPanelClasses = Record<'title' | 'lead' | 'form' | 'keyword' | 'filters', string | undefined>;

/**
 * A list page's search (/jobs, /talents): its title and lead, then a form of the large keyword box (its button and
 * Enter submit) over the filter fields, which a phone keeps behind a Filters button counting the active ones.
 */
export function SearchPanel({
  title,
  lead,
  level = 1,
  searchText,
  keyword,
  notice,
  activeFilters,
  onSubmit,
  classNames,
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  /** The title's heading level. */
  level?: 1 | 2;
  /** The search button's text, which names the keyword box as well. */
  searchText: string;
  keyword: KeywordProps;
  /** Shown between the keyword and the filters (a warning). */
  notice?: ReactNode;
  activeFilters: number;
  onSubmit: () => void;
  classNames: SearchPanelClasses;
  /** The filter fields. */
  children: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <>
      <header>
        <Heading className={classNames.title}>{title}</Heading>
        <p className={classNames.lead}>{lead}</p>
      </header>
      <form
        className={classNames.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className={classNames.keyword}>
          <SearchInput large {...keyword} buttonText={searchText} aria-label={searchText} onSearch={onSubmit} />
        </div>
        {notice}
        <PhoneFilters active={activeFilters}>
          <div className={classNames.filters}>{children}</div>
        </PhoneFilters>
      </form>
    </>
  );
}
