// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { MultiSelect } from './multi-select.tsx';

const options = [
  { value: 1, label: '土木工程' },
  { value: 2, label: '结构工程' },
];

const listShown = () => document.querySelector('input#major')?.getAttribute('aria-expanded') === 'true';

// antd's Select in happy-dom takes seconds on a loaded machine.
describe('the multiple choice by keyboard', { timeout: 30_000 }, () => {
  it('opens its list by the arrow keys, and Tab leaves it without choosing', async () => {
    const onChange = vi.fn();
    await renderInApp(<MultiSelect id="major" options={options} value={[]} onChange={onChange} placeholder="不限" />);
    const input = document.querySelector<HTMLInputElement>('input#major') as HTMLInputElement;
    fireEvent.focus(input);
    expect(listShown()).toBe(false);

    // Arrow down opens the list with the first option active; Tab then closes it and chooses nothing.
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    await waitFor(() => expect(listShown()).toBe(true));
    const tab = fireEvent.keyDown(input, { key: 'Tab', keyCode: 9, which: 9 });
    expect(tab).toBe(true); // not prevented: the browser moves the focus on
    await waitFor(() => expect(listShown()).toBe(false));
    expect(onChange).not.toHaveBeenCalled();
  });
});
