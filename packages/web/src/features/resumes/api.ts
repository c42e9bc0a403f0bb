import {
  AvatarResultSchema,
  type CertPic,
  CertPicSchema,
  type ProjectPic,
  ProjectPicSchema,
  type Resume,
  type ResumeSave,
  ResumeSchema,
  VideoResultSchema,
} from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';

export const resumeKeys = {
  own: ['resumes', 'own'] as const,
  certPics: ['resumes', 'cert-pics'] as const,
  projectPics: ['resumes', 'project-pics'] as const,
  download: (userId: number | string) => ['resumes', 'download', String(userId)] as const,
};

type Progress = (percent: number) => void;

/** The signed-in job seeker's full resume. */
export function useOwnResume(enabled = true) {
  return useQuery({
    queryKey: resumeKeys.own,
    queryFn: () => api.get<Resume>('/u/v1/hunter/get/resume', { schema: ResumeSchema }),
    enabled,
  });
}

/** The latest resume of `userId` (owner, admin or an HR allowed to see it); the PDF export reads it first. */
export function fetchResume(userId: number | string): Promise<Resume> {
  return api.get<Resume>(`/u/v1/admin/download/hunter/resume/${userId}`, { schema: ResumeSchema });
}

/** The whole /resume form in one call (base info, introduction, majors, certificates, projects). */
export function useSaveResume() {
  return useMutation({
    mutationFn: (form: ResumeSave) =>
      api.post<Resume>('/u/v1/hunter/save/resume', { json: form, schema: ResumeSchema }),
  });
}

export function uploadAvatar(file: File, onUploadProgress: Progress) {
  return api.post('/u/v1/user/upload/avatar', { form: { file }, schema: AvatarResultSchema, onUploadProgress });
}

export const deleteAvatar = () => api.delete('/u/v1/user/delete/avatar');

export function uploadVideo(file: File, onUploadProgress: Progress) {
  return api.post('/u/v1/hunter/upload/vcr', { form: { file }, schema: VideoResultSchema, onUploadProgress });
}

export const deleteVideo = () => api.delete('/u/v1/hunter/delete/vcr');

export function useCertPics() {
  return useQuery({
    queryKey: resumeKeys.certPics,
    queryFn: () => api.get<CertPic[]>('/u/v1/hunter/get/cert/pic/list', { schema: z.array(CertPicSchema) }),
  });
}

export function uploadCertPic(title: string, file: File, onUploadProgress: Progress) {
  return api.post<CertPic>('/u/v1/hunter/upload/cert/pic', {
    form: { title, file },
    schema: CertPicSchema,
    onUploadProgress,
  });
}

export const deleteCertPic = (id: number) => api.delete(`/u/v1/hunter/delete/cert/pic/${id}`);

export function useProjectPics() {
  return useQuery({
    queryKey: resumeKeys.projectPics,
    queryFn: () => api.get<ProjectPic[]>('/u/v1/hunter/get/project/pic/list', { schema: z.array(ProjectPicSchema) }),
  });
}

export function uploadProjectPic(
  fields: { project_name: string; desc: string; type: string },
  file: File,
  onUploadProgress: Progress,
) {
  return api.post<ProjectPic>('/u/v1/hunter/upload/project/pic', {
    form: { ...fields, file },
    schema: ProjectPicSchema,
    onUploadProgress,
  });
}

export const deleteProjectPic = (id: number) => api.delete(`/u/v1/hunter/delete/project/pic/${id}`);
