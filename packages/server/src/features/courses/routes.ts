import {
  CourseDetailSchema,
  CourseIdBodySchema,
  CourseIdQuerySchema,
  CourseListQuerySchema,
  CourseStudySchema,
  CourseSummarySchema,
  envelope,
  pagedEnvelope,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CoursesService } from './service.ts';

/** The courses users browse and start: published ones only. */
export const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (app, { courses }) => {
  const tags = ['courses'];

  app.get(
    '/user/get/course/list',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Published courses by category, level, keyword, certificate or major; newest, most learners or shortest first',
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
        summary: "One published course with its lessons' titles and whether the caller started it (counts nothing)",
        querystring: CourseIdQuerySchema,
        response: { 200: envelope(CourseDetailSchema) },
      },
    },
    async (request) => ok(await courses.detail(request.query.id, currentUser(request).id)),
  );

  app.post(
    '/user/start/course',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "Start a published course: the caller becomes one of its learners (once; again changes nothing); answers the lessons' content and the learner count",
        body: CourseIdBodySchema,
        response: { 200: envelope(CourseStudySchema) },
      },
    },
    async (request) => ok(await courses.start(request.body.id, currentUser(request).id)),
  );
};
