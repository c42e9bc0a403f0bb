import type { BaseInfoEdit, ProjectInput } from '@app/shared';
import type { ProjectFields, ResumeFields } from './repository.ts';

/** The base info form as the resume row's fields. */
export function baseInfoFields(edit: BaseInfoEdit): ResumeFields {
  return {
    chineseName: edit.chinese_name ?? '',
    gender: edit.gender,
    birthday: edit.birthday,
    degree: edit.degree,
    status: edit.status,
    experience: edit.experience,
    email: edit.email,
    address: edit.address,
    company: edit.company ?? '',
    wechat: edit.wechat ?? '',
    // Absent means unchanged (a new resume starts open).
    enableResume: edit.enable_resume,
    // Absent means unchanged (a new resume hides its contacts from bid clients, ADR 0123).
    bidContacts: edit.bid_contacts,
  };
}

/** A project as sent (alone or in the whole form) as the project row's fields. */
export function projectFields(input: ProjectInput): ProjectFields {
  return {
    projectName: input.project_name,
    chineseName: input.chinese_name ?? '',
    position: input.position,
    description: input.description,
    startTime: input.start_time,
    endTime: input.end_time,
    client: input.client ?? '',
    location: input.location ?? '',
    vendor: input.vendor ?? '',
  };
}
