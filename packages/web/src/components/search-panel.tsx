import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { ChangeEvent, ReactNode } from 'react';
import { PhoneFilters } from './phone-filters.tsx';

type KeywordProps = {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  placeholder?: string;
  maxLength?: number;
  /** The search icon before the button's text (false: the text alone). */
  buttonIcon?: boolean;
};

/** The page's own classes for each piece: /jobs and /talents draw the same search in their own looks. */
export type SearchPanelClasses = Record<'title' | 'lead' | 'form' | 'keyword' | 'filters', string | undefined>;

/**
 * A list page's search (/jobs, /talents): its title and lead, then a form of the large keyword box (its button and
 * Enter submit) over the filter fields (antd Form.Items with a label), which a phone keeps behind a Filters button
 * counting the active ones.
 */
export function SearchPanel({
  title,
  lead,
  level = 1,
  searchText,
  keyword: { buttonIcon = true, ...keyword },
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
      <Form className={classNames.form} layout="vertical" onFinish={onSubmit}>
        <div className={classNames.keyword}>
          <Input.Search
            size="large"
            {...keyword}
            aria-label={searchText}
            enterButton={
              <Button type="primary" icon={buttonIcon ? <SearchOutlined aria-hidden /> : undefined}>
                {searchText}
              </Button>
            }
            // Enter searches once (not a second time through the form).
            onPressEnter={(event) => event.preventDefault()}
            onSearch={onSubmit}
          />
        </div>
        {notice}
        <PhoneFilters active={activeFilters}>
          <div className={classNames.filters}>{children}</div>
        </PhoneFilters>
      </Form>
    </>
  );
}
