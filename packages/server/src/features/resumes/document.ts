import type { BaseInfoEdit, Resume, ResumePart, ResumeSave } from '@app/shared';
import { missingResumeParts, ROLES } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { allows, authorize } from '../../lib/authorize.ts';
import { baseInfoFields, projectFields } from './fields.ts';
import { type ResumeViewer, resumePolicy } from './policy.ts';
import { presentBaseInfo, presentResume } from './presenter.ts';
import { createResumesRepository } from './repository.ts';
import type { ResumesDeps } from './service.ts';
import type { ResumeWrites } from './writes.ts';

/**
 * The resume itself: its base info, the whole /resume form saved at once, the seeker's own reading, what an
 * application still needs, and reads by others under the resume policy (policy.ts).
 */
export function resumeDocument(db: Db, deps: ResumesDeps, { inTransaction }: ResumeWrites) {
  const { accounts, catalog, urls, accessGrants = [] } = deps;
  const repo = createResumesRepository(db);
  const policy = resumePolicy(accessGrants);

  async function account(userId: number) {
    const found = await accounts.findById(userId);
    if (!found) throw notFound('userIdMissing');
    return found;
  }

  /** The resume `userId` as a policy target; 404 for an unknown seeker, or a resume someone else asks for that is not there. */
  async function viewTarget(viewer: ResumeViewer, userId: number) {
    const owner = await accounts.findById(userId);
    if (!owner || owner.role !== ROLES.seeker) throw notFound('resumeNotFound');
    const resume = await repo.findResume(userId);
    if (!resume && viewer.id !== userId) throw notFound('resumeNotFound');
    return { userId, enableResume: resume?.enableResume ?? 1 };
  }

  async function loadResume(userId: number): Promise<Resume> {
    const [owner, resume, majors, certificates, projects, certificatePhotos, projectImages] = await Promise.all([
      account(userId),
      repo.findResume(userId),
      repo.listLinks('majors', userId),
      repo.listLinks('certificates', userId),
      repo.listProjects(userId),
      repo.listCertificatePhotos(userId),
      repo.listProjectImages(userId),
    ]);
    return presentResume(
      { account: owner, resume, majors, certificates, projects, certificatePhotos, projectImages },
      urls,
    );
  }

  async function getBaseInfo(userId: number) {
    return presentBaseInfo(await account(userId), await repo.findResume(userId), urls);
  }

  return {
    getBaseInfo,

    async editBaseInfo(userId: number, edit: BaseInfoEdit) {
      await inTransaction(userId, async (tx, txAccounts) => {
        await txAccounts.setNickName(userId, edit.nick_name);
        await tx.upsertResume(userId, baseInfoFields(edit));
      });
      return getBaseInfo(userId);
    },

    getOwnResume: loadResume,

    /** The parts of the seeker's resume an application still needs (ADR 0093); empty when it is ready. */
    async missingForApplication(userId: number): Promise<ResumePart[]> {
      const [owner, resume, majors, certificates] = await Promise.all([
        account(userId),
        repo.findResume(userId),
        repo.listLinks('majors', userId),
        repo.listLinks('certificates', userId),
      ]);
      return missingResumeParts({
        nick_name: owner.nickName,
        email: resume?.email ?? '',
        degree: resume?.degree ?? null,
        experience: resume?.experience ?? null,
        self_desc: resume?.selfDesc ?? '',
        major_list: majors,
        cert_list: certificates,
      });
    },

    /** The resume of `userId` as `viewer` may see it: 404 when there is none, 403 when not allowed. */
    async getResumeFor(viewer: ResumeViewer, userId: number): Promise<Resume> {
      await authorize(viewer, 'view', await viewTarget(viewer, userId), policy);
      const resume = await loadResume(userId);
      if (viewer.role === ROLES.hr) await deps.onHrRead?.(viewer.id, userId);
      return resume;
    },

    /** Whether `viewer` may read the resume now, without loading it; 404 for an unknown seeker or no resume. */
    async mayView(viewer: ResumeViewer, userId: number): Promise<boolean> {
      return allows(viewer, 'view', await viewTarget(viewer, userId), policy);
    },

    /** The whole /resume form in one transaction: base info, self introduction, majors, certificates, projects. */
    async saveResume(userId: number, form: ResumeSave): Promise<Resume> {
      await catalog.assertMajorsExist(form.major_ids);
      await catalog.assertCertificatesExist(form.cert_ids);
      await inTransaction(userId, async (tx, txAccounts) => {
        await txAccounts.setNickName(userId, form.nick_name);
        await tx.upsertResume(userId, {
          ...baseInfoFields(form),
          selfDesc: form.self_desc,
          mobile: form.mobile ?? '',
          client: form.client ?? '',
          vendor: form.vendor ?? '',
          location: form.location ?? '',
        });
        await tx.replaceLinks('majors', userId, form.major_ids);
        await tx.replaceLinks('certificates', userId, form.cert_ids);
        const keptIds = form.projects.flatMap((p) => (p.id ? [p.id] : []));
        const owned = await tx.ownedProjectIds(userId, keptIds);
        if (keptIds.some((id) => !owned.has(id))) throw notFound('projectNotFound');
        await tx.deleteProjectsExcept(userId, keptIds);
        for (const project of form.projects) {
          if (project.id) await tx.updateProject(userId, project.id, projectFields(project));
          else await tx.insertProject(userId, projectFields(project));
        }
      });
      return loadResume(userId);
    },
  };
}
