import type { Slide } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { transactional } from '../../lib/transactional.ts';
import { createSlidesRepository, type NewSlide } from './repository.ts';

export type SlidesDeps = {
  db: Db;
  /** The URL of a stored file (slide images are kept in storage under their key). */
  fileUrl: (key: string) => string;
};

/** A slide's `url` column holds a storage key, or a URL of its own (absolute or site path). */
const isStorageKey = (url: string) => !url.startsWith('/') && !/^[a-z]+:/i.test(url);

/** The home carousel; the admin area manages it (its routes come with that area). */
export function createSlidesService(deps: SlidesDeps) {
  return transactional(deps.db, (db) => {
    const repo = createSlidesRepository(db);
    const present = (slide: Awaited<ReturnType<typeof repo.insert>>): Slide => ({
      id: slide.id,
      url: isStorageKey(slide.url) ? deps.fileUrl(slide.url) : slide.url,
      link: slide.link,
      title: slide.title,
      en_title: slide.enTitle,
      position: slide.position,
    });
    return {
      list: async () => (await repo.list()).map(present),
      /** `url` is a storage key or a URL. */
      add: async (slide: NewSlide) => present(await repo.insert(slide)),
    };
  });
}

export type SlidesService = ReturnType<typeof createSlidesService>;
