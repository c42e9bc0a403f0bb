import { randomBytes } from 'node:crypto';
import type { Seeding } from './seeding.ts';
import { drawSlide, type SlideTheme } from './slide-art.ts';

/** Home carousel: 'Learn More' opens the link in a new tab. */
const DEMO_SLIDES: Array<{ theme: SlideTheme; title: string; enTitle: string; link: string }> = [
  {
    theme: 'bridge',
    title: '桥梁与隧道专场招聘：江汉桥梁院、羊城轨道设计院等名企热招',
    enTitle: 'Bridge and tunnel hiring week: design institutes are hiring now',
    link: '/jobs?key_word=%E6%A1%A5%E6%A2%81',
  },
  {
    theme: 'energy',
    title: '新能源电气人才计划：储能、光伏、数据中心供配电岗位',
    enTitle: 'New-energy talent programme: storage, solar and data-centre power jobs',
    link: '/jobs?key_word=%E7%94%B5%E6%B0%94',
  },
  {
    theme: 'campus',
    title: '2026 届校园招聘与暑期实习火热进行中',
    enTitle: 'Graduate roles and summer internships for the class of 2026',
    link: '/jobs?job_type=internship',
  },
  {
    theme: 'standards',
    title: '规范标准库上新：设计、施工与验收规范一站下载',
    enTitle: 'New in the standards library: design, construction and acceptance codes',
    link: '/standards',
  },
];

/** Carousel slides whose banners are drawn now and kept in storage (slides/ is public: their URLs are not signed). */
export async function seedSlides({ slides, storage }: Seeding): Promise<void> {
  for (const [index, slide] of DEMO_SLIDES.entries()) {
    const key = `slides/${randomBytes(12).toString('hex')}.webp`;
    await storage.put(key, drawSlide(slide.theme));
    await slides.add({ url: key, link: slide.link, title: slide.title, enTitle: slide.enTitle, position: index + 1 });
  }
}
