import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import { storeUpload } from '../../lib/storage/uploads.ts';
import { presentCertPic, presentProjectPic } from './presenter.ts';
import { createResumesRepository } from './repository.ts';
import type { ResumesDeps } from './service.ts';
import type { ResumeWrites } from './writes.ts';

/**
 * The resume's files (docs/product/resumes.md#pictures-and-video): the avatar, the video, certificate photos and
 * project images. A file is stored before its row is written and removed again when the write fails; a replaced or
 * deleted file is removed after its row is gone.
 */
export function resumeFiles(db: Db, { storage, urls }: Pick<ResumesDeps, 'storage' | 'urls'>, writes: ResumeWrites) {
  const { inTransaction, setAvatar, assertRoom } = writes;
  const repo = createResumesRepository(db);

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
