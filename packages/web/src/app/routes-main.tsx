import { ROLES } from '@app/shared';
import type { RouteObject } from 'react-router';
import { accountQueries } from '../features/accounts/api.ts';
import { catalogQueries } from '../features/catalog/api.ts';
import { catalogItemQueries, catalogPageQueries, FIRST_HOT_MAJORS } from '../features/catalog/pages-api.ts';
import { courseQueries } from '../features/courses/api.ts';
import { readCourseSearch } from '../features/courses/search-params.ts';
import { forumQueries } from '../features/forum/api.ts';
import { editorQueries } from '../features/forum/editor-api.ts';
import { commentPage, readForumSearch, readForumUserView } from '../features/forum/search-params.ts';
import { jobQueries } from '../features/jobs/api.ts';
import { jobSearchApiQuery } from '../features/jobs/pages/jobs-query.ts';
import { savedQueries } from '../features/jobs/saved-api.ts';
import { readJobSearch } from '../features/jobs/search-params.ts';
import { slideQueries } from '../features/slides/api.ts';
import { standardQueries } from '../features/standards/api.ts';
import { talentIdOf, talentQueries } from '../features/talents/api.ts';
import { readTalentSearch, talentApiQuery } from '../features/talents/search-params.ts';
import type { FirstQuery } from '../lib/first-data.ts';
import type { Session } from '../lib/session.ts';
import { idParam } from '../lib/url-filters.ts';
import type { RouteKit } from './page-route.tsx';
import { userRoutes } from './routes-user.tsx';

/** The job and talent searches' major and certificate choices. */
const searchFilters = [catalogQueries.majors(), catalogQueries.certificates()];

/** A job seeker's saved jobs, which mark the job cards and the job page. */
function savedMarks(session: Session | null): FirstQuery[] {
  return session?.role === ROLES.seeker ? [savedQueries.jobIds()] : [];
}

/** The signed-in site under the main layout: the lists, details, community and the user centre. */
export function mainRoutes({ page, only }: RouteKit): RouteObject[] {
  return [
    {
      path: 'home',
      ...page('features/home/pages/home-page', 'HomePage', ({ session }) => [
        slideQueries.list(),
        session?.role === ROLES.hr ? talentQueries.hot() : jobQueries.hot(),
        catalogPageQueries.hotMajors(FIRST_HOT_MAJORS),
      ]),
    },
    {
      path: 'hot-majors',
      ...page('features/catalog/pages/hot-majors-page', 'HotMajorsPage', () => [
        catalogPageQueries.hotMajors(FIRST_HOT_MAJORS),
        catalogPageQueries.categories(),
      ]),
    },
    {
      path: 'jobs',
      ...page('features/jobs/pages/jobs-page', 'JobsPage', ({ url, session }) => [
        jobQueries.search(jobSearchApiQuery(readJobSearch(url.searchParams))),
        ...searchFilters,
        ...savedMarks(session),
      ]),
    },
    {
      path: 'job/:id',
      ...page('features/jobs/pages/job-detail-page', 'JobDetailPage', ({ params, session }) => [
        jobQueries.detail(Number(params.id)),
        ...savedMarks(session),
      ]),
    },
    only(
      [ROLES.hr],
      [
        {
          path: 'talents',
          ...page('features/talents/pages/talents-page', 'TalentsPage', ({ url }) => [
            talentQueries.search(talentApiQuery(readTalentSearch(url.searchParams))),
            ...searchFilters,
          ]),
        },
        {
          path: 'talent/:id',
          ...page('features/talents/pages/talent-detail-page', 'TalentDetailPage', ({ params }) => [
            talentQueries.resume(talentIdOf(params.id)),
          ]),
        },
      ],
    ),
    {
      path: 'certificate/:id',
      ...page('features/catalog/pages/certificate-page', 'CertificatePage', ({ params }) =>
        catalogItemQueries('certificate', idParam(params.id)),
      ),
    },
    {
      path: 'major/:id',
      ...page('features/catalog/pages/major-page', 'MajorPage', ({ params }) =>
        catalogItemQueries('major', idParam(params.id)),
      ),
    },
    // The list and its search are POST calls, which a page drawn on the server cannot make: the browser loads it.
    { path: 'standards', ...page('features/standards/pages/standards-page', 'StandardsPage') },
    {
      path: 'standard/:id',
      ...page('features/standards/pages/standard-detail-page', 'StandardDetailPage', ({ params }) => [
        standardQueries.detail(idParam(params.id)),
      ]),
    },
    {
      path: 'courses',
      ...page('features/courses/pages/courses-page', 'CoursesPage', ({ url }) => [
        courseQueries.list(readCourseSearch(url.searchParams)),
      ]),
    },
    {
      path: 'course/:id',
      ...page('features/courses/pages/course-detail-page', 'CourseDetailPage', ({ params }) => [
        courseQueries.detail(idParam(params.id)),
      ]),
    },
    {
      path: 'forum',
      ...page('features/forum/pages/forum-page', 'ForumPage', ({ url }) => [
        forumQueries.list(readForumSearch(url.searchParams)),
      ]),
    },
    {
      path: 'forum/post/:id',
      ...page('features/forum/pages/forum-post-page', 'ForumPostPage', ({ params }) => [
        forumQueries.post(idParam(params.id)),
        forumQueries.threads(idParam(params.id), commentPage(1)),
      ]),
    },
    { path: 'forum/create', ...page('features/forum/pages/forum-create-page', 'ForumCreatePage') },
    {
      path: 'forum/edit/:id',
      ...page('features/forum/pages/forum-edit-page', 'ForumEditPage', ({ params }) => [
        editorQueries.source(idParam(params.id)),
      ]),
    },
    {
      path: 'forum/user/:id',
      ...page('features/forum/pages/forum-user-page', 'ForumUserPage', ({ params, url }) => {
        const id = idParam(params.id);
        const { tab, page } = readForumUserView(url.searchParams);
        return [
          forumQueries.user(id),
          tab === 'posts' ? forumQueries.userPosts(id, page) : forumQueries.userComments(id, page),
        ];
      }),
    },
    {
      path: 'user',
      ...page('app/layouts/user-layout', 'UserLayout', ({ session }) =>
        session ? [accountQueries.crudeAndProfile()] : [],
      ),
      children: userRoutes({ page, only }),
    },
    { path: '*', ...page('app/not-found-page', 'NotFoundPage') },
  ];
}
