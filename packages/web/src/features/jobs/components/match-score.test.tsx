// @vitest-environment happy-dom
import type { JobMatch } from '@app/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { MatchPanel } from './match-score.tsx';

const civil = { id: 2, name: '土木工程', en_name: 'Civil Engineering' };
const water = { id: 5, name: '给排水科学与工程', en_name: 'Water Supply and Drainage' };
const classOne = { id: 3, name: '一级建造师', en_name: 'Class I Constructor' };

const base: JobMatch = {
  score: 100,
  cert_held: [classOne],
  cert_missing: [],
  major_held: [civil],
  major_missing: [],
  experience_years: 8,
  required_years: 5,
  experience_ok: true,
};

/** The "已具备 N · 尚缺 M" figures next to the ring. */
function figures(container: HTMLElement) {
  const text = container.textContent ?? '';
  const found = /已具备 (\d+) · 尚缺 (\d+)/.exec(text);
  return { held: Number(found?.[1]), missing: Number(found?.[2]) };
}

describe('the match panel', () => {
  it('draws as many missing chips as it counts', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    // Whatever the answer lists as missing is both drawn and counted: no figure of its own.
    const match = { ...base, score: 70, major_held: [], major_missing: [civil, water] };
    const { container } = await renderInApp(<MatchPanel match={match} />);

    const missingChips = await screen.findAllByTitle('尚缺');
    expect(missingChips.map((chip) => chip.textContent)).toEqual(['土木工程', '给排水科学与工程']);
    expect(figures(container)).toEqual({ held: 1, missing: 2 });
  });

  it('with an accepted major held shows no major as missing, and the figures agree', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const { container } = await renderInApp(<MatchPanel match={{ ...base, major_missing: [water] }} />);

    // The server (match.ts) leaves major_missing empty once a major is held; were one listed, it is counted.
    expect((await screen.findAllByTitle('尚缺')).length).toBe(figures(container).missing);
    expect(figures(container)).toEqual({ held: 2, missing: 1 });
  });

  it('without years of experience on the resume shows no score ring but asks to complete the resume', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const match = { ...base, score: 0, cert_held: [], cert_missing: [classOne], experience_years: null };
    const { container } = await renderInApp(<MatchPanel match={match} />);

    const link = await screen.findByRole('link', { name: '完善简历查看匹配度' });
    expect(link.getAttribute('href')).toBe('/user/resume');
    expect(container.textContent).not.toMatch(/0%/);
  });
});
