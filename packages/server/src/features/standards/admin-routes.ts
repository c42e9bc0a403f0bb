import {
  AdminStandardSchema,
  AdminStandardsQuerySchema,
  EmptyEnvelopeSchema,
  envelope,
  pagedEnvelope,
  StandardDetailSchema,
  StandardIdBodySchema,
  StandardUploadFieldsSchema,
  UpdateStandardBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage } from '../../lib/reply.ts';
import { IncomingFile } from '../../lib/storage/incoming.ts';
import { uploadRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { StandardsService } from './service.ts';

/** The PDF of an upload; absent, 'please upload the standard file'. */
const StandardFileSchema = z
  .custom<IncomingFile>((value) => value instanceof IncomingFile, { error: 'standardFileRequired' })
  .meta({ type: 'string', format: 'binary' });

/**
 * The administrators' standards calls (ADR 0099): upload, list, edit, replace the file, remove.
 * Every write commits with its audit entry (the service's).
 */
export const adminStandardsRoutes: FastifyPluginAsyncZod<{ standards: StandardsService }> = async (
  app,
  { standards },
) => {
  const admin = { auth: 'admin' } as const;
  const tags = ['standards (admin)'];

  app.post(
    '/user/upload/standard',
    {
      config: { ...uploadRoute('standard'), ...admin },
      schema: {
        tags,
        summary: 'Upload a standard (multipart ch_name, en_name, ver, comment, file: PDF up to 20 MB; admin only)',
        consumes: ['multipart/form-data'],
        body: StandardUploadFieldsSchema.extend({ file: StandardFileSchema }),
        response: { 200: envelope(StandardDetailSchema) },
      },
    },
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await standards.upload(currentUser(request), fields, file));
    },
  );

  app.get(
    '/admin/get/standard/list',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Standards by keyword (any of the four names), newest first or by downloads or price; purchase counts; total exact up to 10,000',
        querystring: AdminStandardsQuerySchema,
        response: { 200: pagedEnvelope(AdminStandardSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await standards.adminList(request.query);
      return okPage(data, total, capped);
    },
  );

  app.post(
    '/admin/update/standard',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edit a standard’s names, description and price (searchable by the new names at once)',
        body: UpdateStandardBodySchema,
        response: { 200: envelope(AdminStandardSchema) },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(await standards.update(currentUser(request), id, fields));
    },
  );

  app.post(
    '/admin/replace/standard/file',
    {
      config: { ...uploadRoute('standard'), ...admin },
      schema: {
        tags,
        summary: 'Replace a standard’s PDF (multipart id, file); buyers keep access; the old file is deleted',
        consumes: ['multipart/form-data'],
        body: StandardIdBodySchema.extend({ file: StandardFileSchema }),
        response: { 200: envelope(AdminStandardSchema) },
      },
    },
    async (request) => {
      const { id, file } = request.body;
      return ok(await standards.replaceFile(currentUser(request), id, file));
    },
  );

  app.post(
    '/admin/delete/standard',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove a standard: gone from lists, search and downloads; purchases and ledger rows stay',
        body: StandardIdBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await standards.remove(currentUser(request), request.body.id);
      return ok(null);
    },
  );
};
