import { z } from 'zod';
import { CatalogOptionSchema } from '../common/catalog.ts';
import { GENDER_VALUES, PROJECT_IMAGE_TYPE_VALUES } from './codes.ts';

// Answers of the resume area.

export const BaseInfoSchema = z.object({
  user_id: z.number().int(),
  nick_name: z.string(),
  chinese_name: z.string(),
  gender: z.enum(GENDER_VALUES).nullable(),
  birthday: z.string().nullable().describe('yyyy-MM-dd'),
  degree: z.number().int().nullable(),
  status: z.number().int().nullable(),
  experience: z.number().int().nullable(),
  mobile: z.string(),
  email: z.string(),
  wechat: z.string(),
  address: z.string(),
  company: z.string(),
  client: z.string(),
  vendor: z.string(),
  location: z.string(),
  self_desc: z.string(),
  enable_resume: z.number().int(),
  bid_contacts: z.number().int().describe("1: bid clients see these contacts; 0 (default): the platform's instead"),
  profile_pic_url: z.string(),
  vcr_url: z.string(),
});
export type BaseInfo = z.infer<typeof BaseInfoSchema>;

export const ProjectSchema = z.object({
  id: z.number().int(),
  project_name: z.string(),
  chinese_name: z.string(),
  position: z.string(),
  description: z.string(),
  start_time: z.string().describe('yyyy-MM-dd'),
  end_time: z.string().describe('yyyy-MM-dd'),
  client: z.string(),
  location: z.string(),
  vendor: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const CertPicSchema = z.object({ id: z.number().int(), cert_url: z.string(), title: z.string() });
export type CertPic = z.infer<typeof CertPicSchema>;

export const ProjectPicSchema = z.object({
  pic_id: z.number().int(),
  ppic_url: z.string(),
  desc: z.string(),
  type: z.enum(PROJECT_IMAGE_TYPE_VALUES),
  project_name: z.string(),
});
export type ProjectPic = z.infer<typeof ProjectPicSchema>;

/** project_pic_list: project name -> its images. */
export const ProjectPicMapSchema = z.record(z.string(), z.array(ProjectPicSchema));
export type ProjectPicMap = z.infer<typeof ProjectPicMapSchema>;

/** The full resume (docs/product/resumes.md) as the viewer and the PDF export read it. */
export const ResumeSchema = BaseInfoSchema.extend({
  name: z.string().describe('the display name (nick_name)'),
  age: z.number().int().nullable(),
  major_list: z.array(CatalogOptionSchema),
  cert_list: z.array(CatalogOptionSchema),
  project_list: z.array(ProjectSchema),
  cert_pic_list: z.array(CertPicSchema),
  project_pic_list: ProjectPicMapSchema,
});
export type Resume = z.infer<typeof ResumeSchema>;

export const AvatarResultSchema = z.object({ profile_pic_url: z.string() });
export const VideoResultSchema = z.object({ vcr_url: z.string() });
export const IdResultSchema = z.object({ id: z.number().int() });
