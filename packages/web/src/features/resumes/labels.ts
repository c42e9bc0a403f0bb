import { DEGREES, GENDERS, type Language, labelOf, PROJECT_IMAGE_TYPES, RESUME_STATUSES } from '@app/shared';

/** The resume codes' wording (docs/product/glossary.md#codes) in the current language. */
export const degreeLabel = (value: number | null | undefined, language: Language) => labelOf(DEGREES, value, language);
export const statusLabel = (value: number | null | undefined, language: Language) =>
  labelOf(RESUME_STATUSES, value, language);
export const genderLabel = (value: string | null | undefined, language: Language) => labelOf(GENDERS, value, language);
export const imageTypeLabel = (value: string, language: Language) => labelOf(PROJECT_IMAGE_TYPES, value, language);

export { codeOptions } from '@app/shared';
