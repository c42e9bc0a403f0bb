import type { ProjectInput } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { projectFields } from './fields.ts';
import { presentProject } from './presenter.ts';
import { createResumesRepository } from './repository.ts';
import type { ResumesDeps } from './service.ts';
import type { ResumeWrites } from './writes.ts';

/** The resume's lists edited one entry at a time: its projects, majors and certificates. */
export function resumeEntries(db: Db, { catalog }: Pick<ResumesDeps, 'catalog'>, writes: ResumeWrites) {
  const { inTransaction, assertRoom } = writes;
  const repo = createResumesRepository(db);

  return {
    async listProjects(userId: number) {
      return (await repo.listProjects(userId)).map(presentProject);
    },

    async addProject(userId: number, input: ProjectInput) {
      const row = await inTransaction(userId, async (tx) => {
        await assertRoom(tx, 'projects', userId);
        return tx.insertProject(userId, projectFields(input));
      });
      return presentProject(row);
    },

    async updateProject(userId: number, id: number, input: ProjectInput) {
      const row = await inTransaction(userId, (tx) => tx.updateProject(userId, id, projectFields(input)));
      if (!row) throw notFound('projectNotFound');
      return presentProject(row);
    },

    async deleteProject(userId: number, id: number) {
      if (!(await inTransaction(userId, (tx) => tx.deleteProject(userId, id)))) throw notFound('projectNotFound');
    },

    listMajors: (userId: number) => repo.listLinks('majors', userId),
    listCertificates: (userId: number) => repo.listLinks('certificates', userId),

    async addMajor(userId: number, majorId: number) {
      await catalog.assertMajorsExist([majorId]);
      await inTransaction(userId, async (tx) => {
        // Adding one already held changes nothing and is never refused.
        if ((await tx.listLinks('majors', userId)).some((entry) => entry.id === majorId)) return;
        await assertRoom(tx, 'majors', userId);
        await tx.addLinks('majors', userId, [majorId]);
      });
      return repo.listLinks('majors', userId);
    },

    async addCertificate(userId: number, certId: number) {
      await catalog.assertCertificatesExist([certId]);
      await inTransaction(userId, async (tx) => {
        // Adding one already held changes nothing and is never refused.
        if ((await tx.listLinks('certificates', userId)).some((entry) => entry.id === certId)) return;
        await assertRoom(tx, 'certificates', userId);
        await tx.addLinks('certificates', userId, [certId]);
      });
      return repo.listLinks('certificates', userId);
    },

    async deleteMajor(userId: number, majorId: number) {
      const deleted = await inTransaction(userId, (tx) => tx.deleteLink('majors', userId, majorId));
      if (!deleted) throw notFound('majorNotFound');
    },

    async deleteCertificate(userId: number, certId: number) {
      const deleted = await inTransaction(userId, (tx) => tx.deleteLink('certificates', userId, certId));
      if (!deleted) throw notFound('certNotFound');
    },
  };
}
