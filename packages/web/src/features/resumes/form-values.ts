import type { Resume } from '@app/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { ResumeDraft } from './draft.ts';

/** The /resume form as antd holds it: dates as dayjs, the project period as one range value. */
export type ProjectValues = {
  id?: number;
  project_name?: string;
  position?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
  description?: string;
  client?: string;
  location?: string;
  vendor?: string;
  chinese_name?: string;
};

export type ResumeFormValues = {
  nick_name?: string;
  chinese_name?: string;
  gender?: 'male' | 'female';
  birthday?: Dayjs | null;
  degree?: number;
  status?: number;
  experience?: number | null;
  mobile?: string;
  email?: string;
  wechat?: string;
  address?: string;
  company?: string;
  enable_resume?: boolean;
  bid_contacts?: boolean;
  major_ids?: number[];
  cert_ids?: number[];
  self_desc?: string;
  projects?: ProjectValues[];
};

const DATE = 'YYYY-MM-DD';
const day = (value: string | null | undefined) => (value ? dayjs(value) : null);
const text = (value: Dayjs | null | undefined) => (value ? value.format(DATE) : undefined);
const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export const emptyProject = (): ProjectValues => ({});

/** Form values -> the body of POST /hunter/save/resume (validated by ResumeSaveSchema before sending). */
export function toPayload(values: ResumeFormValues): ResumeDraft {
  return {
    nick_name: values.nick_name,
    chinese_name: trimmed(values.chinese_name),
    gender: values.gender,
    birthday: text(values.birthday),
    degree: values.degree,
    status: values.status,
    experience: values.experience ?? undefined,
    mobile: trimmed(values.mobile),
    email: values.email,
    wechat: trimmed(values.wechat),
    address: values.address,
    company: trimmed(values.company),
    enable_resume: values.enable_resume === false ? 0 : 1,
    bid_contacts: values.bid_contacts === true ? 1 : 0,
    major_ids: values.major_ids ?? [],
    cert_ids: values.cert_ids ?? [],
    self_desc: values.self_desc,
    projects: (values.projects ?? []).map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      project_name: p.project_name,
      position: p.position,
      start_time: text(p.period?.[0]),
      end_time: text(p.period?.[1]),
      description: p.description,
      client: trimmed(p.client),
      location: trimmed(p.location),
      vendor: trimmed(p.vendor),
      chinese_name: trimmed(p.chinese_name),
    })),
  };
}

/** A saved resume or a draft -> form values; at least one project entry is always there. */
export function toFormValues(source: Resume | ResumeDraft): ResumeFormValues {
  const resume = source as Partial<Resume> & ResumeDraft;
  const projects: ProjectValues[] = (resume.project_list ?? resume.projects ?? []).map((p) => ({
    id: p.id,
    project_name: p.project_name,
    position: p.position,
    period: p.start_time || p.end_time ? [day(p.start_time), day(p.end_time)] : null,
    description: p.description,
    client: p.client || undefined,
    location: p.location || undefined,
    vendor: p.vendor || undefined,
    chinese_name: p.chinese_name || undefined,
  }));
  return {
    nick_name: resume.nick_name,
    chinese_name: resume.chinese_name || undefined,
    gender: resume.gender ?? undefined,
    birthday: day(resume.birthday),
    degree: resume.degree ?? undefined,
    status: resume.status ?? undefined,
    experience: resume.experience ?? undefined,
    mobile: resume.mobile || undefined,
    email: resume.email || undefined,
    wechat: resume.wechat || undefined,
    address: resume.address || undefined,
    company: resume.company || undefined,
    enable_resume: resume.enable_resume !== 0,
    bid_contacts: resume.bid_contacts === 1,
    major_ids: resume.major_ids ?? resume.major_list?.map((m) => m.id) ?? [],
    cert_ids: resume.cert_ids ?? resume.cert_list?.map((c) => c.id) ?? [],
    self_desc: resume.self_desc || undefined,
    projects: projects.length ? projects : [emptyProject()],
  };
}
