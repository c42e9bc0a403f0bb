// @vitest-environment happy-dom
import type { Slide } from '@app/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { SlideCarousel } from './slide-carousel.tsx';

const slide = (id: number, title: string): Slide => ({
  id,
  url: `/files/slides/${id}.png`,
  link: '',
  title,
  en_title: `${title} (en)`,
  position: id,
});
const slides = [slide(1, '桥梁专场'), slide(2, '隧道专场'), slide(3, '机电专场')];

// antd's carousel in happy-dom takes seconds on a loaded machine.
describe('the home carousel', { timeout: 30_000 }, () => {
  it('names its arrows and its dots (上一张, 下一张, 第 n 张)', async () => {
    await renderInApp(<SlideCarousel slides={slides} loading={false} />);
    expect(screen.getByRole('button', { name: '上一张' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一张' })).toBeTruthy();
    for (const n of [1, 2, 3]) expect(screen.getByRole('button', { name: `第 ${n} 张` })).toBeTruthy();
  });

  it('in English too (Previous slide, Next slide, Slide n)', async () => {
    await renderInApp(<SlideCarousel slides={slides} loading={false} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Slide 2' })).toBeTruthy();
  });
});
