import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  certificatePhotos,
  certificates,
  majors,
  projectImages,
  projects,
  resumes,
  userCertificates,
  userMajors,
} from '../../db/schema/index.ts';

export type ResumeRow = typeof resumes.$inferSelect;
export type ResumeFields = Omit<typeof resumes.$inferInsert, 'userId' | 'createdAt' | 'updatedAt' | 'videoKey'>;
export type ProjectFields = Omit<typeof projects.$inferInsert, 'id' | 'userId' | 'createdAt'>;
export type ProjectRow = typeof projects.$inferSelect;

/** Every query of the resumes area; takes the database or a transaction. */
export function createResumesRepository(db: Db) {
  const catalogLinks = {
    majors: { link: userMajors, linkId: userMajors.majorId, table: majors },
    certificates: { link: userCertificates, linkId: userCertificates.certificateId, table: certificates },
  } as const;
  type LinkKind = keyof typeof catalogLinks;

  return {
    /** Resumes holding each catalogue entry of `ids` (the admin catalogue's usage column; the link index per id). */
    async catalogueUsage(kind: 'major' | 'certificate', ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const { link, linkId } = catalogLinks[kind === 'major' ? 'majors' : 'certificates'];
      const rows = await db
        .select({ id: linkId, n: sql<number>`count(*)::int` })
        .from(link)
        .where(inArray(linkId, ids))
        .groupBy(linkId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** Moves every resume link of catalogue entry `from` to `to` (a resume holding both keeps one); the users moved. */
    async relinkCatalogue(kind: 'major' | 'certificate', from: number, to: number): Promise<number[]> {
      const { link, linkId } = catalogLinks[kind === 'major' ? 'majors' : 'certificates'];
      const ref = sql.identifier(linkId.name);
      await db.execute(
        sql`insert into ${link} (user_id, ${ref}, created_at) select user_id, ${to}, created_at from ${link} where ${ref} = ${from} on conflict do nothing`,
      );
      const moved = await db.delete(link).where(eq(linkId, from)).returning({ userId: link.userId });
      return moved.map((r) => r.userId);
    },

    async findResume(userId: number): Promise<ResumeRow | null> {
      const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Creates the resume row or overwrites the given fields. */
    async upsertResume(userId: number, fields: ResumeFields) {
      await db
        .insert(resumes)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: resumes.userId, set: { ...fields, updatedAt: sql`now()` } });
    },

    /** Sets the video key (creating an empty resume row when needed); answers the previous key. */
    async swapVideoKey(userId: number, videoKey: string): Promise<string> {
      const before = await db
        .select({ videoKey: resumes.videoKey })
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .for('update');
      await db
        .insert(resumes)
        .values({ userId, videoKey })
        .onConflictDoUpdate({ target: resumes.userId, set: { videoKey, updatedAt: sql`now()` } });
      return before[0]?.videoKey ?? '';
    },

    async listLinks(kind: LinkKind, userId: number) {
      const { link, linkId, table } = catalogLinks[kind];
      return db
        .select({ id: table.id, name: table.name, en_name: table.enName })
        .from(link)
        .innerJoin(table, eq(table.id, linkId))
        .where(eq(link.userId, userId))
        .orderBy(asc(table.sort), asc(table.id));
    },

    async addLinks(kind: LinkKind, userId: number, ids: number[]) {
      if (ids.length === 0) return;
      if (kind === 'majors') {
        await db
          .insert(userMajors)
          .values(ids.map((majorId) => ({ userId, majorId })))
          .onConflictDoNothing();
      } else {
        await db
          .insert(userCertificates)
          .values(ids.map((certificateId) => ({ userId, certificateId })))
          .onConflictDoNothing();
      }
    },

    async deleteLink(kind: LinkKind, userId: number, id: number): Promise<boolean> {
      const { link, linkId } = catalogLinks[kind];
      const rows = await db
        .delete(link)
        .where(and(eq(link.userId, userId), eq(linkId, id)))
        .returning({ userId: link.userId });
      return rows.length > 0;
    },

    async replaceLinks(kind: LinkKind, userId: number, ids: number[]) {
      const { link, linkId } = catalogLinks[kind];
      await db
        .delete(link)
        .where(ids.length ? and(eq(link.userId, userId), notInArray(linkId, ids)) : eq(link.userId, userId));
      await this.addLinks(kind, userId, ids);
    },

    listProjects(userId: number) {
      return db
        .select()
        .from(projects)
        .where(eq(projects.userId, userId))
        .orderBy(desc(projects.startTime), asc(projects.id));
    },

    async insertProject(userId: number, fields: ProjectFields): Promise<ProjectRow> {
      const [row] = await db
        .insert(projects)
        .values({ userId, ...fields })
        .returning();
      if (!row) throw new Error('project insert returned nothing');
      return row;
    },

    /** Only the owner's project changes; null when the user has no such project. */
    async updateProject(userId: number, id: number, fields: ProjectFields): Promise<ProjectRow | null> {
      const [row] = await db
        .update(projects)
        .set(fields)
        .where(and(eq(projects.id, id), eq(projects.userId, userId)))
        .returning();
      return row ?? null;
    },

    async deleteProject(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(projects)
        .where(and(eq(projects.id, id), eq(projects.userId, userId)))
        .returning({ id: projects.id });
      return rows.length > 0;
    },

    async deleteProjectsExcept(userId: number, keepIds: number[]) {
      await db
        .delete(projects)
        .where(
          keepIds.length
            ? and(eq(projects.userId, userId), notInArray(projects.id, keepIds))
            : eq(projects.userId, userId),
        );
    },

    /** How many rows of one list the user's resume holds (its caps are RESUME_LIST_MAX). */
    async countOf(
      list: 'projects' | 'majors' | 'certificates' | 'certificatePhotos' | 'projectImages',
      userId: number,
    ) {
      const column = {
        projects: projects.userId,
        majors: userMajors.userId,
        certificates: userCertificates.userId,
        certificatePhotos: certificatePhotos.userId,
        projectImages: projectImages.userId,
      }[list];
      const table = {
        projects,
        majors: userMajors,
        certificates: userCertificates,
        certificatePhotos,
        projectImages,
      }[list];
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .where(eq(column, userId));
      return row?.n ?? 0;
    },

    async ownedProjectIds(userId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.userId, userId), inArray(projects.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    listCertificatePhotos(userId: number) {
      return db
        .select()
        .from(certificatePhotos)
        .where(eq(certificatePhotos.userId, userId))
        .orderBy(asc(certificatePhotos.id));
    },

    async insertCertificatePhoto(userId: number, title: string, fileKey: string) {
      const [row] = await db.insert(certificatePhotos).values({ userId, title, fileKey }).returning();
      if (!row) throw new Error('certificate photo insert returned nothing');
      return row;
    },

    /** Answers the deleted photo's file key; null when the user has no such photo. */
    async deleteCertificatePhoto(userId: number, id: number): Promise<string | null> {
      const [row] = await db
        .delete(certificatePhotos)
        .where(and(eq(certificatePhotos.id, id), eq(certificatePhotos.userId, userId)))
        .returning({ fileKey: certificatePhotos.fileKey });
      return row?.fileKey ?? null;
    },

    listProjectImages(userId: number) {
      return db
        .select()
        .from(projectImages)
        .where(eq(projectImages.userId, userId))
        .orderBy(asc(projectImages.projectName), asc(projectImages.id));
    },

    async insertProjectImage(
      userId: number,
      values: { projectName: string; description: string; type: string; fileKey: string },
    ) {
      const [row] = await db
        .insert(projectImages)
        .values({ userId, ...values })
        .returning();
      if (!row) throw new Error('project image insert returned nothing');
      return row;
    },

    async deleteProjectImage(userId: number, id: number): Promise<string | null> {
      const [row] = await db
        .delete(projectImages)
        .where(and(eq(projectImages.id, id), eq(projectImages.userId, userId)))
        .returning({ fileKey: projectImages.fileKey });
      return row?.fileKey ?? null;
    },
  };
}

export type ResumesRepository = ReturnType<typeof createResumesRepository>;
