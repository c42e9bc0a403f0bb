import {
  EmptyEnvelopeSchema,
  envelope,
  ReorderSlidesBodySchema,
  SlideFieldsSchema,
  SlideIdBodySchema,
  SlideSchema,
  UpdateSlideFieldsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { IncomingFile } from '../../lib/storage/incoming.ts';
import { uploadRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { SlidesService } from './service.ts';

/** The slide image of a multipart form; absent: 'please upload the slide image'. */
const SlideImageSchema = z
  .custom<IncomingFile>((value) => value instanceof IncomingFile, { error: 'slideImageRequired' })
  .meta({ type: 'string', format: 'binary' });

/**
 * The administrators' home carousel calls (docs/product/admin.md#home-carousel); each write is audited by the service.
 */
export const adminSlidesRoutes: FastifyPluginAsyncZod<{ slides: SlidesService }> = async (app, { slides }) => {
  const tags = ['slides (admin)'];
  const admin = { auth: 'admin' } as const;

  app.get(
    '/admin/get/slide/list',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every home carousel slide, first to last (the carousel holds 20 at most: one page, no paging)',
        response: { 200: envelope(z.array(SlideSchema)) },
      },
    },
    async () => ok(await slides.list()),
  );

  app.post(
    '/admin/add/slide',
    {
      config: { ...uploadRoute('slideImage'), ...admin },
      schema: {
        tags,
        summary: 'Add a slide (multipart title, en_title, link, position, file: jpg/png/webp up to 5 MB); audited',
        consumes: ['multipart/form-data'],
        body: SlideFieldsSchema.extend({ file: SlideImageSchema }),
        response: { 200: envelope(SlideSchema) },
      },
    },
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await slides.create(currentUser(request), fields, file));
    },
  );

  app.post(
    '/admin/update/slide',
    {
      config: { ...uploadRoute('slideImage'), ...admin },
      schema: {
        tags,
        summary:
          'Edit a slide (multipart or JSON; a new image file replaces the old one, which is then deleted); audited',
        consumes: ['multipart/form-data', 'application/json'],
        body: UpdateSlideFieldsSchema.extend({ file: SlideImageSchema.optional() }),
        response: { 200: envelope(SlideSchema) },
      },
    },
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await slides.update(currentUser(request), fields, file));
    },
  );

  app.post(
    '/admin/delete/slide',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a slide and its stored image; the others close up; audited',
        body: SlideIdBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await slides.remove(currentUser(request), request.body.id);
      return ok(null);
    },
  );

  app.post(
    '/admin/reorder/slide',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Put the slides in this order (positions 1..n, one transaction); every slide id once; audited',
        body: ReorderSlidesBodySchema,
        response: { 200: envelope(z.array(SlideSchema)) },
      },
    },
    async (request) => ok(await slides.reorder(currentUser(request), request.body.id_list)),
  );
};
