import type { BaseInfoEdit, ProjectInput, Resume, ResumePart, ResumeSave } from '@app/shared';
import { missingResumeParts, RESUME_LIST_MAX, ROLES } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { allows, authorize } from '../../lib/authorize.ts';
import type { Emitter } from '../../lib/events.ts';
import { lockSeekerWrites } from '../../lib/seeker-lock.ts';
import type { FileUrls } from '../../lib/storage/file-urls.ts';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { storeUpload } from '../../lib/storage/uploads.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { CatalogKind, CatalogService } from '../catalog/index.ts';
import { type ResumeAccessGrant, type ResumeViewer, resumePolicy } from './policy.ts';
import { presentBaseInfo, presentCertPic, presentProject, presentProjectPic, presentResume } from './presenter.ts';
import { createQualificationsReader } from './qualifications.ts';
import {
  createResumesRepository,
  type ProjectFields,
  type ResumeFields,
  type ResumesRepository,
} from './repository.ts';
import { createTalentFactsReader } from './talent-facts.ts';

/** Emitted inside the writing transaction (see lib/events.ts). */
export type ResumesEvents = {
  /** Something in the seeker's resume changed in `tx` (the talent pool re-reads it). */
  'resume.changed': { userId: number; tx: Db };
};

export type ResumesDeps = {
  db: Db;
  /** Nickname and avatar live on the account. */
  accounts: AccountsService;
  catalog: CatalogService;
  storage: Storage;
  urls: FileUrls;
  /** Other areas' reasons an HR may read a closed resume; see policy.ts. */
  accessGrants?: readonly ResumeAccessGrant[];
  /** Every read of a seeker's resume by an HR, wherever it is read (the seeker's "who viewed my resume"). */
  onHrRead?: (hrId: number, seekerId: number) => Promise<void>;
  events?: Emitter<ResumesEvents>;
};

function baseInfoFields(edit: BaseInfoEdit): ResumeFields {
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

function projectFields(input: ProjectInput): ProjectFields {
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

/** The refusal of each list at its cap. */
const LIST_FULL = {
  projects: 'resumeProjectsFull',
  majors: 'resumeMajorsFull',
  certificates: 'resumeCertificatesFull',
  certificatePhotos: 'resumeCertificatePhotosFull',
  projectImages: 'resumeProjectImagesFull',
} as const;

export function createResumesService(deps: ResumesDeps) {
  return transactional(deps.db, (db) => resumesService(db, deps));
}

function resumesService(db: Db, deps: ResumesDeps) {
  const { accounts, catalog, storage, urls, accessGrants = [] } = deps;
  const repo = createResumesRepository(db);
  const policy = resumePolicy(accessGrants);
  /**
   * The seeker's writes take turns: the transaction takes their lock before touching a row (lib/seeker-lock.ts), so
   * racing writes that lock the resume, the account and the talent pool's row in different orders wait instead of
   * deadlocking.
   */
  const inTurn = <T>(userId: number, work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => {
      await lockSeekerWrites(tx, userId);
      return work(tx);
    });
  /**
   * The resume rows and the account change together (a nickname is saved with the resume form); every write to
   * `userId`'s resume goes through here, in the seeker's turn, and tells the talent pool in the same transaction.
   */
  const inTransaction = <T>(userId: number, work: (tx: ResumesRepository, txAccounts: AccountsService) => Promise<T>) =>
    inTurn(userId, async (tx) => {
      const result = await work(createResumesRepository(tx), accounts.withTx(tx));
      await deps.events?.emit('resume.changed', { userId, tx });
      return result;
    });
  /** The avatar lives on the account (which tells the talent pool itself), written in the seeker's turn too. */
  const setAvatar = (userId: number, url: string) => inTurn(userId, (tx) => accounts.withTx(tx).setAvatar(userId, url));

  /**
   * Refuses one more entry of a list already at its cap (RESUME_LIST_MAX). Called in the seeker's turn, so racing
   * adds count one after another and the list never grows past it.
   */
  async function assertRoom(tx: ResumesRepository, list: keyof typeof LIST_FULL, userId: number) {
    const max = RESUME_LIST_MAX[list];
    if ((await tx.countOf(list, userId)) >= max) throw badRequest(LIST_FULL[list], { max });
  }

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

  /** Stores an upload, runs `record` with its key and removes the file again if recording fails. */
  async function storeThenRecord<T>(file: IncomingFile, ownerId: number, record: (key: string) => Promise<T>) {
    const key = await storeUpload(storage, file, ownerId);
    try {
      return await record(key);
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
  }

  const removeStored = async (key: string | null | undefined) => {
    if (key) await storage.delete(key);
  };

  return {
    async getBaseInfo(userId: number) {
      return presentBaseInfo(await account(userId), await repo.findResume(userId), urls);
    },

    async editBaseInfo(userId: number, edit: BaseInfoEdit) {
      await inTransaction(userId, async (tx, txAccounts) => {
        await txAccounts.setNickName(userId, edit.nick_name);
        await tx.upsertResume(userId, baseInfoFields(edit));
      });
      return this.getBaseInfo(userId);
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

    /** Majors, certificates and experience of many seekers (the jobs area's match score). */
    qualificationsOf: createQualificationsReader(db),

    /** Resumes holding each catalogue entry of `ids` (the admin catalogue's usage counts and in-use rule). */
    catalogUsage: (kind: CatalogKind, ids: number[]) => repo.catalogueUsage(kind, ids),

    /**
     * Moves every resume link of catalogue entry `from` to `to` (merging two entries); the talent pool follows through
     * the `catalog.merged` reaction (app.ts). Bind it to the merging transaction.
     */
    relinkCatalogue: (kind: CatalogKind, from: number, to: number) => repo.relinkCatalogue(kind, from, to),

    /** What the talent pool copies from many resumes (features/talents); users without a resume are left out. */
    talentFacts: createTalentFactsReader(db),

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

    async uploadAvatar(userId: number, file: IncomingFile) {
      let previous = '';
      const url = await storeThenRecord(file, userId, async (key) => {
        previous = await setAvatar(userId, urls.url(key));
        return urls.url(key);
      });
      await removeStored(urls.keyOf(previous));
      return { profile_pic_url: url };
    },

    async deleteAvatar(userId: number) {
      await removeStored(urls.keyOf(await setAvatar(userId, '')));
    },

    async uploadVideo(userId: number, file: IncomingFile) {
      let previous = '';
      const key = await storeThenRecord(file, userId, async (stored) => {
        previous = await inTransaction(userId, (tx) => tx.swapVideoKey(userId, stored));
        return stored;
      });
      await removeStored(previous);
      return { vcr_url: urls.url(key) };
    },

    async deleteVideo(userId: number) {
      await removeStored(await inTransaction(userId, (tx) => tx.swapVideoKey(userId, '')));
    },

    async listCertificatePhotos(userId: number) {
      return (await repo.listCertificatePhotos(userId)).map((row) => presentCertPic(row, urls));
    },

    async addCertificatePhoto(userId: number, title: string, file: IncomingFile) {
      const row = await storeThenRecord(file, userId, (key) =>
        inTransaction(userId, async (tx) => {
          await assertRoom(tx, 'certificatePhotos', userId);
          return tx.insertCertificatePhoto(userId, title, key);
        }),
      );
      return presentCertPic(row, urls);
    },

    async deleteCertificatePhoto(userId: number, id: number) {
      const key = await inTransaction(userId, (tx) => tx.deleteCertificatePhoto(userId, id));
      if (!key) throw notFound('fileNotFound');
      await removeStored(key);
    },

    async listProjectImages(userId: number) {
      const rows = await repo.listProjectImages(userId);
      return rows.map((row) => presentProjectPic(row, urls));
    },

    async addProjectImage(
      userId: number,
      fields: { project_name: string; desc: string; type: string },
      file: IncomingFile,
    ) {
      const row = await storeThenRecord(file, userId, (fileKey) =>
        inTransaction(userId, async (tx) => {
          await assertRoom(tx, 'projectImages', userId);
          return tx.insertProjectImage(userId, {
            projectName: fields.project_name,
            description: fields.desc,
            type: fields.type,
            fileKey,
          });
        }),
      );
      return presentProjectPic(row, urls);
    },

    async deleteProjectImage(userId: number, id: number) {
      const key = await inTransaction(userId, (tx) => tx.deleteProjectImage(userId, id));
      if (!key) throw notFound('fileNotFound');
      await removeStored(key);
    },
  };
}

export type ResumesService = ReturnType<typeof createResumesService>;
