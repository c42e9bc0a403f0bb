import type { Slide } from '@app/shared';
import type { SlideRow } from './repository.ts';

/** A slide's `url` column holds a storage key, or a URL of its own (absolute or site path). */
export const isStorageKey = (url: string) => !url.startsWith('/') && !/^[a-z]+:/i.test(url);

/** A slide of the home carousel; a stored image's address comes from `fileUrl`, a URL of its own stays. */
export const presentSlide = (slide: SlideRow, fileUrl: (key: string) => string): Slide => ({
  id: slide.id,
  url: isStorageKey(slide.url) ? fileUrl(slide.url) : slide.url,
  link: slide.link,
  title: slide.title,
  en_title: slide.enTitle,
  position: slide.position,
});
