// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { fromSelectValue, NativeSelect, toSelectValue } from './native-select.tsx';
import { Pagination, pageItems } from './pagination.tsx';

describe('pageItems: the pager laid out as antd lays it out', () => {
  it('shows every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('near the start: five pages, an ellipsis, the last', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
  });

  it('in the middle: the first, two pages either side, the last', () => {
    expect(pageItems(10, 20)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]);
    // Next to an end no ellipsis stands for nothing.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'jump-next', 20]);
  });

  it('near the end: the first, an ellipsis, five pages', () => {
    expect(pageItems(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pageItems(1000, 1000)).toEqual([1, 'jump-prev', 996, 997, 998, 999, 1000]);
  });
});

function Pager({ total, onChange }: { total: number; onChange: (page: number, size: number) => void }) {
  const [at, setAt] = useState({ page: 1, size: 10 });
  return (
    <Pagination
      current={at.page}
      pageSize={at.size}
      total={total}
      pageSizeOptions={[10, 20]}
      onChange={(page, size) => {
        setAt({ page, size });
        onChange(page, size);
      }}
    />
  );
}

describe('Pagination', () => {
  it('titles each page with its number, marks the current one and moves by page, jump and size', async () => {
    await changeLanguage('zh');
    const calls: [number, number][] = [];
    render(<Pager total={95} onChange={(page, size) => calls.push([page, size])} />);
    expect(screen.getByTitle('1').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTitle('10')).toBeTruthy();
    expect(screen.queryByTitle('11')).toBeNull();
    expect((screen.getByTitle('上一页') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTitle('下一页'));
    fireEvent.click(screen.getByTitle('向后 5 页'));
    fireEvent.click(screen.getByTitle('10'));
    expect((screen.getByTitle('下一页') as HTMLButtonElement).disabled).toBe(true);
    // A new page size starts again at the first page.
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '20' } });
    expect(calls).toEqual([
      [2, 10],
      [7, 10],
      [10, 10],
      [1, 20],
    ]);
    expect(screen.getByTitle('5')).toBeTruthy();
    expect(screen.queryByTitle('6')).toBeNull();
  });
});

describe('NativeSelect: a single choice as a <select>', () => {
  it("maps none to '' and back", () => {
    expect(toSelectValue(undefined)).toBe('');
    expect(toSelectValue(null)).toBe('');
    expect(toSelectValue('wuhan')).toBe('wuhan');
    expect(fromSelectValue('')).toBeUndefined();
    expect(fromSelectValue('wuhan')).toBe('wuhan');
  });

  it('offers the clear choice with the placeholder, gives the chosen value and none for it', () => {
    const seen: (string | undefined)[] = [];
    const options = [
      { value: 'wuhan', label: '武汉' },
      { value: 'shanghai', label: '上海' },
    ];
    const { rerender } = render(
      <NativeSelect
        aria-label="城市"
        allowClear
        placeholder="不限"
        options={options}
        value={undefined}
        onChange={(v) => seen.push(v)}
      />,
    );
    const select = screen.getByRole('combobox', { name: '城市' }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['不限', '武汉', '上海']);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'shanghai' } });
    rerender(
      <NativeSelect
        aria-label="城市"
        allowClear
        placeholder="不限"
        options={options}
        value="shanghai"
        onChange={(v) => seen.push(v)}
      />,
    );
    expect(select.value).toBe('shanghai');
    fireEvent.change(select, { target: { value: '' } });
    expect(seen).toEqual(['shanghai', undefined]);
  });

  it('shows a value that is not among the options as none', () => {
    render(
      <NativeSelect
        aria-label="排序"
        options={[{ value: 'newest', label: '最新' }]}
        value="gone"
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole('combobox', { name: '排序' }) as HTMLSelectElement;
    expect(select.value).toBe('');
  });
});
