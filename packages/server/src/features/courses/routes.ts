import {
  CourseDetailSchema,
  CourseIdQuerySchema,
  CourseListQuerySchema,
  CourseSummarySchema,
  envelope,
  pagedEnvelope,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import type { CoursesService } from './service.ts';

/** The courses users browse (issue 14 item 2): published ones only. */
export const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (app, { courses }) => {
  const tags = ['courses'];

  app.get(
    '/user/get/course/list',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Published courses by category, level, keyword, certificate or major; newest, most viewed or shortest first',
        querystring: CourseListQuerySchema,
        response: { 200: pagedEnvelope(CourseSummarySchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await courses.list(request.query);
      return okPage(data, total, capped);
    },
  );

  app.get(
    '/user/get/course',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One published course with its lessons; counts the view',
        querystring: CourseIdQuerySchema,
        response: { 200: envelope(CourseDetailSchema) },
      },
    },
    async (request) => ok(await courses.detail(request.query.id)),
  );
};
