import { type Labelled, labelOf } from '../common/labels.ts';

/** The parts of a resume an application needs before an HR receives it (ADR 0093), in the order they are named. */
export const RESUME_PARTS = [
  { value: 'name', zh: '姓名', en: 'name' },
  { value: 'contact', zh: '联系邮箱', en: 'contact email' },
  { value: 'degree', zh: '学历', en: 'education' },
  { value: 'experience', zh: '工作年限', en: 'years of experience' },
  { value: 'major_or_cert', zh: '至少一个专业或证书', en: 'at least one major or certificate' },
  { value: 'self_desc', zh: '自我介绍', en: 'self introduction' },
] as const satisfies readonly Labelled<string>[];
export type ResumePart = (typeof RESUME_PARTS)[number]['value'];

/** What the rule reads, named as the resume answer names it (the web passes the resume itself). */
export type ResumeFacts = {
  nick_name: string;
  email: string;
  degree: number | null;
  experience: number | null;
  self_desc: string;
  major_list: readonly unknown[];
  cert_list: readonly unknown[];
};

const filled = (text: string) => text.trim() !== '';

/** The parts still missing, in RESUME_PARTS order; empty when the resume is ready to apply with. */
export function missingResumeParts(resume: ResumeFacts | null): ResumePart[] {
  if (!resume) return RESUME_PARTS.map((part) => part.value);
  const present: Record<ResumePart, boolean> = {
    name: filled(resume.nick_name),
    contact: filled(resume.email),
    degree: resume.degree !== null,
    // 0 years is a real answer (a fresh graduate); only an unanswered field is missing.
    experience: resume.experience !== null,
    major_or_cert: resume.major_list.length + resume.cert_list.length > 0,
    self_desc: filled(resume.self_desc),
  };
  return RESUME_PARTS.map((part) => part.value).filter((part) => !present[part]);
}

/** The missing parts joined for a sentence in one language. */
export function listResumeParts(parts: readonly ResumePart[], lang: 'zh' | 'en'): string {
  return parts.map((part) => labelOf(RESUME_PARTS, part, lang)).join(lang === 'zh' ? '、' : ', ');
}
