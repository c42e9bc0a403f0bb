import { FILE_LIMITS } from '../constants.ts';

// Uploads of the resume area and the others (docs/product/resumes.md#pictures-and-video).

export type UploadKind =
  | 'avatar'
  | 'certificate'
  | 'projectImage'
  | 'video'
  | 'standard'
  | 'homepageImage'
  | 'catalogImage'
  | 'courseCover'
  | 'forumImage'
  | 'slideImage';
export const UPLOAD_LIMITS: Record<UploadKind, { maxBytes: number; types: readonly string[] }> = {
  avatar: FILE_LIMITS.avatar,
  certificate: FILE_LIMITS.certificate,
  projectImage: FILE_LIMITS.projectImage,
  video: FILE_LIMITS.video,
  /** A standards document, uploaded by an administrator. */
  standard: FILE_LIMITS.standard,
  /** An image of the company homepage, uploaded by an administrator. */
  homepageImage: { maxBytes: 5 * 1024 * 1024, types: ['jpg', 'png', 'webp'] },
  /** A catalogue certificate's picture, uploaded by an administrator. */
  catalogImage: FILE_LIMITS.catalogImage,
  /** A course's cover, uploaded by an administrator. */
  courseCover: { maxBytes: 5 * 1024 * 1024, types: ['jpg', 'png', 'webp'] },
  /** An image in a forum post, uploaded by any signed-in user. */
  forumImage: { maxBytes: 5 * 1024 * 1024, types: ['jpg', 'png', 'webp', 'gif'] },
  /** A home carousel slide, uploaded by an administrator. */
  slideImage: { maxBytes: 5 * 1024 * 1024, types: ['jpg', 'png', 'webp'] },
};

/** The `accept` attribute of a file input for an upload kind. */
export function acceptFor(kind: UploadKind): string {
  return UPLOAD_LIMITS[kind].types.map((t) => (t === 'jpg' ? '.jpg,.jpeg' : `.${t}`)).join(',');
}

/** "2 MB", "50 MB": how limits are named in messages. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
