// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openTalent } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { TalentCard } from './talent-card.tsx';

describe('a talent card', () => {
  it('is opened by its name, a button whose name is the text it shows (Lighthouse label-content-name-mismatch)', async () => {
    const onOpen = vi.fn();
    await renderInApp(<TalentCard talent={openTalent} onOpen={onOpen} />, { path: '/talents' });
    const button = screen.getByRole('button', { name: openTalent.name });
    expect(button.textContent).toBe(openTalent.name);
    // No control on the card is named differently from what it shows.
    for (const control of screen.getAllByRole('button')) expect(control.getAttribute('aria-label')).toBeNull();
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(openTalent);
  });

  it('opens from anywhere on the card for a pointer', async () => {
    const onOpen = vi.fn();
    await renderInApp(<TalentCard talent={openTalent} onOpen={onOpen} />, { path: '/talents' });
    fireEvent.click(screen.getByTestId('talent-card'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
