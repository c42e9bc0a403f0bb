import {
  ageFromBirthday,
  type BaseInfo,
  type CatalogOption,
  type CertPic,
  type Gender,
  type Project,
  type ProjectImageType,
  type ProjectPicMap,
  type Resume,
} from '@app/shared';
import type { certificatePhotos, projectImages } from '../../db/schema/index.ts';
import type { FileUrls } from '../../lib/storage/file-urls.ts';
import type { ProjectRow, ResumeRow } from './repository.ts';

type Account = { id: number; phone: string; nickName: string; profilePicUrl: string };

/** Base info of an account; a seeker who never saved a resume gets empty values. */
export function presentBaseInfo(account: Account, resume: ResumeRow | null, urls: FileUrls): BaseInfo {
  return {
    user_id: account.id,
    nick_name: account.nickName,
    chinese_name: resume?.chineseName ?? '',
    gender: (resume?.gender as Gender | null | undefined) ?? null,
    birthday: resume?.birthday ?? null,
    degree: resume?.degree ?? null,
    status: resume?.status ?? null,
    experience: resume?.experience ?? null,
    // The resume's own contact number only: the login phone is a credential, never shown as a resume's mobile.
    mobile: resume?.mobile ?? '',
    email: resume?.email ?? '',
    wechat: resume?.wechat ?? '',
    address: resume?.address ?? '',
    company: resume?.company ?? '',
    client: resume?.client ?? '',
    vendor: resume?.vendor ?? '',
    location: resume?.location ?? '',
    self_desc: resume?.selfDesc ?? '',
    enable_resume: resume?.enableResume ?? 1,
    bid_contacts: resume?.bidContacts ?? 0,
    profile_pic_url: account.profilePicUrl,
    vcr_url: resume?.videoKey ? urls.url(resume.videoKey) : '',
  };
}

export function presentProject(row: ProjectRow): Project {
  return {
    id: row.id,
    project_name: row.projectName,
    chinese_name: row.chineseName,
    position: row.position,
    description: row.description,
    start_time: row.startTime,
    end_time: row.endTime,
    client: row.client,
    location: row.location,
    vendor: row.vendor,
  };
}

export function presentCertPic(row: typeof certificatePhotos.$inferSelect, urls: FileUrls): CertPic {
  return { id: row.id, cert_url: urls.url(row.fileKey), title: row.title };
}

export function presentProjectPic(row: typeof projectImages.$inferSelect, urls: FileUrls) {
  return {
    pic_id: row.id,
    ppic_url: urls.url(row.fileKey),
    desc: row.description,
    type: row.type as ProjectImageType,
    project_name: row.projectName,
  };
}

/** project_pic_list: images grouped by project name, in upload order. */
function groupProjectPics(rows: (typeof projectImages.$inferSelect)[], urls: FileUrls): ProjectPicMap {
  const map: ProjectPicMap = {};
  for (const row of rows) {
    const list = map[row.projectName] ?? [];
    list.push(presentProjectPic(row, urls));
    map[row.projectName] = list;
  }
  return map;
}

export type ResumeParts = {
  account: Account;
  resume: ResumeRow | null;
  majors: CatalogOption[];
  certificates: CatalogOption[];
  projects: ProjectRow[];
  certificatePhotos: (typeof certificatePhotos.$inferSelect)[];
  projectImages: (typeof projectImages.$inferSelect)[];
};

export function presentResume(parts: ResumeParts, urls: FileUrls): Resume {
  const base = presentBaseInfo(parts.account, parts.resume, urls);
  return {
    ...base,
    name: base.nick_name,
    age: ageFromBirthday(base.birthday),
    major_list: parts.majors,
    cert_list: parts.certificates,
    project_list: parts.projects.map(presentProject),
    cert_pic_list: parts.certificatePhotos.map((row) => presentCertPic(row, urls)),
    project_pic_list: groupProjectPics(parts.projectImages, urls),
  };
}
