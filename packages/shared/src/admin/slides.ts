import { z } from 'zod';
import { idList, positiveId } from '../common/ids.ts';
import { optionalWholeNumber } from '../common/numbers.ts';
import { requiredText, textOrEmpty } from '../common/text.ts';

// The administrators' home carousel calls (docs/product/admin.md#home-carousel): add, edit, delete and reorder slides.

export const SLIDE_LIMITS = {
  /** Slides the carousel holds at most: the admin list is the whole carousel, shown on one page. */
  max: 20,
  title: 60,
  enTitle: 120,
  link: 500,
} as const;

/** Where "Learn more" goes: empty (no button), an http(s) URL or a path of this site (`/jobs`, not `//host`). */
export const SLIDE_LINK_PATTERN = /^(?:https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)$/i;

const slideLink = () =>
  textOrEmpty(SLIDE_LIMITS.link, 'slideLinkTooLong').refine(
    (link) => link === '' || SLIDE_LINK_PATTERN.test(link),
    'slideLinkInvalid',
  );

/**
 * The text fields of POST /u/v1/admin/add/slide and /update/slide (multipart, beside the image `file`). Without a
 * position a new slide goes last; a position moves it there, the others keep their order around it.
 */
export const SlideFieldsSchema = z.object({
  title: requiredText('slideTitleRequired', SLIDE_LIMITS.title, 'slideTitleTooLong'),
  en_title: textOrEmpty(SLIDE_LIMITS.enTitle, 'slideTitleTooLong').describe('English title; empty shows the title'),
  link: slideLink().describe('http(s) URL or a site path such as /jobs; empty: no "Learn more" button'),
  position: optionalWholeNumber(1, SLIDE_LIMITS.max, 'slidePositionInvalid').describe(
    '1 = first; left out: last (add) or unchanged (update)',
  ),
});
export type SlideFields = z.infer<typeof SlideFieldsSchema>;
export type SlideFieldsInput = z.input<typeof SlideFieldsSchema>;

export const SlideIdSchema = positiveId('slideIdInvalid');

/** POST /u/v1/admin/update/slide: the fields, the id, and a new image only when one is sent. */
export const UpdateSlideFieldsSchema = SlideFieldsSchema.extend({ id: SlideIdSchema });
export type UpdateSlideFields = z.infer<typeof UpdateSlideFieldsSchema>;

/** POST /u/v1/admin/delete/slide. */
export const SlideIdBodySchema = z.object({ id: SlideIdSchema });

/** POST /u/v1/admin/reorder/slide: every slide's id, first to last (positions become 1..n in this order). */
export const ReorderSlidesBodySchema = z.object({
  id_list: idList('slideIdInvalid', { max: SLIDE_LIMITS.max, tooMany: 'slideReorderMismatch' }).describe(
    'every slide id once, in the new order: [3,1,2] or 3,1,2',
  ),
});
export type ReorderSlidesBody = z.infer<typeof ReorderSlidesBodySchema>;
