import { DEGREES, GENDERS, type Language, PROJECT_IMAGE_TYPES, RESUME_STATUSES } from '@app/shared';

type Coded = readonly { value: string | number; zh: string; en: string }[];

function label(list: Coded, value: string | number | null | undefined, language: Language): string {
  const found = list.find((item) => item.value === value);
  return found ? found[language] : '';
}

/** GLOSSARY wording of the resume codes in the current language. */
export const degreeLabel = (value: number | null | undefined, language: Language) => label(DEGREES, value, language);
export const statusLabel = (value: number | null | undefined, language: Language) =>
  label(RESUME_STATUSES, value, language);
export const genderLabel = (value: string | null | undefined, language: Language) => label(GENDERS, value, language);
export const imageTypeLabel = (value: string, language: Language) => label(PROJECT_IMAGE_TYPES, value, language);

export const codeOptions = (list: Coded, language: Language) =>
  list.map((item) => ({ value: item.value, label: item[language] }));
