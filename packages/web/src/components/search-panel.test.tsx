// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { useSearchDraft } from '../lib/use-search-draft.ts';
import { SearchPanel } from './search-panel.tsx';

type Filters = { key_word?: string; city?: string };

const CLASSES = { title: 'my-title', lead: 'my-lead', form: 'my-form', keyword: 'my-keyword', filters: 'my-filters' };

function Search(props: { filters: Filters; urlKey: string; onSearch: (draft: Filters) => void; notice?: ReactNode }) {
  const { submit, text, onEnter } = useSearchDraft(props.filters, props.urlKey, 'demo', props.onSearch);
  return (
    <SearchPanel
      classNames={CLASSES}
      title="Talent pool"
      lead="Find engineers"
      level={2}
      searchText="Search"
      keyword={{ ...text('key_word'), placeholder: 'Name or certificate' }}
      onSubmit={submit}
      notice={props.notice}
      activeFilters={1}
    >
      <label htmlFor="demo-city">City</label>
      <Input {...text('city')} onKeyDown={onEnter} />
    </SearchPanel>
  );
}

const keyword = () => screen.getByRole('searchbox', { name: 'Search' });
const city = () => screen.getByLabelText('City');

describe('SearchPanel with useSearchDraft: a list page search', () => {
  afterEach(cleanup);

  it('draws the title at its level over the lead, then the keyword row, the notice and the filters, in the page classes', () => {
    render(<Search filters={{}} urlKey="" onSearch={() => {}} notice={<div role="alert">Options failed</div>} />);
    const title = screen.getByRole('heading', { level: 2, name: 'Talent pool' });
    expect(title.className).toBe('my-title');
    const lead = screen.getByText('Find engineers');
    expect([lead.tagName, lead.className]).toEqual(['P', 'my-lead']);
    const form = keyword().closest('form');
    expect(form?.classList.contains('my-form')).toBe(true);
    expect(Array.from(form?.children ?? [], (child) => child.className || child.getAttribute('role'))).toEqual([
      'my-keyword',
      'alert',
      'my-filters',
    ]);
    expect(keyword().getAttribute('placeholder')).toBe('Name or certificate');
    expect(city().id).toBe('demo-city');
  });

  it('searches what is typed from the button, Enter in the keyword box or in a filter field, and a form submit', async () => {
    const onSearch = vi.fn();
    render(<Search filters={{}} urlKey="" onSearch={onSearch} />);
    fireEvent.change(keyword(), { target: { value: 'bridge' } });
    fireEvent.change(city(), { target: { value: 'Shanghai' } });
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.keyDown(keyword(), { key: 'Enter' });
    fireEvent.keyDown(city(), { key: 'Enter' });
    // The browser's own submit (it would reload the page) is prevented; antd's Form searches after its check.
    expect(fireEvent.submit(city().closest('form') as HTMLFormElement)).toBe(false);
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(4));
    expect(onSearch.mock.calls).toEqual(Array(4).fill([{ key_word: 'bridge', city: 'Shanghai' }]));
  });

  it('does not search on the Enter that ends an input method composition', () => {
    const onSearch = vi.fn();
    render(<Search filters={{}} urlKey="" onSearch={onSearch} />);
    fireEvent.keyDown(city(), { key: 'Enter', isComposing: true });
    fireEvent.compositionStart(keyword());
    fireEvent.keyDown(keyword(), { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('takes the search in the URL again when it changes, and keeps what is typed while it does not', () => {
    const { rerender } = render(<Search filters={{ city: 'Wuhan' }} urlKey="city=Wuhan" onSearch={() => {}} />);
    expect((city() as HTMLInputElement).value).toBe('Wuhan');
    fireEvent.change(city(), { target: { value: 'Wuhan East' } });
    rerender(<Search filters={{ city: 'Wuhan' }} urlKey="city=Wuhan" onSearch={() => {}} />);
    expect((city() as HTMLInputElement).value).toBe('Wuhan East');
    rerender(<Search filters={{ city: 'Nantong' }} urlKey="city=Nantong" onSearch={() => {}} />);
    expect((city() as HTMLInputElement).value).toBe('Nantong');
  });
});
