import { type ApiRequest, type ResumeSave, resumesApi, resumeUploadsApi } from '@app/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export const resumeKeys = {
  own: ['resumes', 'own'] as const,
  certPics: ['resumes', 'cert-pics'] as const,
  projectPics: ['resumes', 'project-pics'] as const,
  download: (userId: number | string) => ['resumes', 'download', String(userId)] as const,
};

type Progress = (percent: number) => void;

export const resumeQueries = {
  /** The signed-in job seeker's full resume. */
  own: () => queryOptions({ queryKey: resumeKeys.own, queryFn: () => call(resumesApi.mine) }),
  certPics: () => queryOptions({ queryKey: resumeKeys.certPics, queryFn: () => call(resumeUploadsApi.certPics) }),
  projectPics: () =>
    queryOptions({ queryKey: resumeKeys.projectPics, queryFn: () => call(resumeUploadsApi.projectPics) }),
};

export function useOwnResume(enabled = true) {
  return useQuery({ ...resumeQueries.own(), enabled });
}

/** The latest resume of `userId` (owner, admin or an HR allowed to see it); the PDF export reads it first. */
export function fetchResume(userId: number | string) {
  return call(resumesApi.ofUser, { params: { userId } });
}

/** The whole /resume form in one call (base info, introduction, majors, certificates, projects). */
export function useSaveResume() {
  return useMutation({
    mutationFn: (form: ResumeSave) => call(resumesApi.save, { body: form }),
  });
}

export function uploadAvatar(file: File, onUploadProgress: Progress) {
  return call(resumeUploadsApi.uploadAvatar, { file, onUploadProgress });
}

export const deleteAvatar = () => call(resumeUploadsApi.removeAvatar);

export function uploadVideo(file: File, onUploadProgress: Progress) {
  return call(resumeUploadsApi.uploadVideo, { file, onUploadProgress });
}

export const deleteVideo = () => call(resumeUploadsApi.removeVideo);

export function useCertPics() {
  return useQuery(resumeQueries.certPics());
}

export function uploadCertPic(title: string, file: File, onUploadProgress: Progress) {
  return call(resumeUploadsApi.uploadCertPic, { body: { title }, file, onUploadProgress });
}

export const deleteCertPic = (id: number) => call(resumeUploadsApi.removeCertPic, { params: { id } });

export function useProjectPics() {
  return useQuery(resumeQueries.projectPics());
}

export function uploadProjectPic(
  fields: ApiRequest<typeof resumeUploadsApi.uploadProjectPic>['body'],
  file: File,
  onUploadProgress: Progress,
) {
  return call(resumeUploadsApi.uploadProjectPic, { body: fields, file, onUploadProgress });
}

export const deleteProjectPic = (id: number) => call(resumeUploadsApi.removeProjectPic, { params: { id } });
