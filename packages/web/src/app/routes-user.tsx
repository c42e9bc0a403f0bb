import { ROLES } from '@app/shared';
import { type RouteObject, redirect } from 'react-router';
import { accountQueries } from '../features/accounts/api.ts';
import { catalogQueries } from '../features/catalog/api.ts';
import { companyInfoQueries } from '../features/company-info/api.ts';
import { jobQueries } from '../features/jobs/api.ts';
import { readJobSeekTab } from '../features/jobs/job-seek-tab.ts';
import { savedQueries } from '../features/jobs/saved-api.ts';
import { FIRST_JOBS_PAGE } from '../features/jobs/use-pager.ts';
import { messageQueries } from '../features/messages/api.ts';
import { readMessagesTab } from '../features/messages/messages-tab.ts';
import { oilQueries } from '../features/oil/api.ts';
import { permissionQueries } from '../features/permissions/api.ts';
import { FIRST_LIST_PAGE } from '../features/permissions/components/list-pager.ts';
import { resumeQueries } from '../features/resumes/api.ts';
import { standardQueries } from '../features/standards/api.ts';
import { readMyStandardsPage } from '../features/standards/search-params.ts';
import type { RouteKit } from './page-route.tsx';

/** The user centre under /user (its layout is main-routes'): every role's pages, then the seeker's and the HR's. */
export function userRoutes({ page, only }: RouteKit): RouteObject[] {
  return [
    { index: true, loader: () => redirect('/user/avatar') },
    {
      path: 'avatar',
      ...page('features/resumes/pages/avatar-page', 'AvatarPage', ({ session }) =>
        session ? [accountQueries.crudeAndProfile()] : [],
      ),
    },
    { path: 'password', ...page('features/password/pages/password-page', 'PasswordPage') },
    {
      path: 'messages',
      ...page('features/messages/pages/messages-page', 'MessagesPage', ({ url, session }) => {
        const { pn, pSize } = FIRST_LIST_PAGE;
        const tab = session?.role === ROLES.seeker ? readMessagesTab(url.searchParams) : 'messages';
        if (tab === 'viewers') return [permissionQueries.viewers(pn, pSize)];
        if (tab === 'granted') return [permissionQueries.seekerRequests({ pn, pSize, state: 'allowed' })];
        return [messageQueries.page(pn, pSize)];
      }),
    },
    only(
      [ROLES.seeker],
      [
        {
          path: 'resume',
          ...page('features/resumes/pages/user-resume-page', 'UserResumePage', () => [
            resumeQueries.own(),
            catalogQueries.majors(),
            catalogQueries.certificates(),
          ]),
        },
        {
          path: 'certificate',
          ...page('features/resumes/pages/certificate-photos-page', 'CertificatePhotosPage', () => [
            resumeQueries.certPics(),
          ]),
        },
        {
          path: 'project-images',
          ...page('features/resumes/pages/project-images-page', 'ProjectImagesPage', () => [
            resumeQueries.projectPics(),
            resumeQueries.own(),
          ]),
        },
        {
          path: 'job-seek',
          ...page('features/jobs/pages/job-seek-page', 'JobSeekPage', ({ url }) => {
            const { pn, pSize } = FIRST_JOBS_PAGE;
            const tab = readJobSeekTab(url.searchParams);
            if (tab === 'saved') return [savedQueries.jobs(pn, pSize)];
            return [tab === 'searches' ? savedQueries.searches() : jobQueries.mine(pn, pSize)];
          }),
        },
        {
          path: 'standard',
          ...page('features/standards/pages/my-standards-page', 'MyStandardsPage', ({ url }) => {
            const { tab, pn, psize } = readMyStandardsPage(url.searchParams);
            return [tab === 'ledger' ? oilQueries.ledger(pn, psize) : standardQueries.mine(pn, psize)];
          }),
        },
      ],
    ),
    // Resume permissions, company info and job posts are the HR's.
    only(
      [ROLES.hr],
      [
        {
          path: 'company',
          ...page('features/company-info/pages/company-page', 'CompanyPage', () => [companyInfoQueries.mine()]),
        },
        {
          path: 'job-post',
          ...page('features/jobs/pages/job-post-page', 'JobPostPage', () => [
            jobQueries.own(FIRST_JOBS_PAGE.pn, FIRST_JOBS_PAGE.pSize),
          ]),
        },
        {
          path: 'resume-permissions',
          ...page('features/permissions/pages/resume-permissions-page', 'ResumePermissionsPage', () => [
            permissionQueries.hrRequests(FIRST_LIST_PAGE.pn, FIRST_LIST_PAGE.pSize, undefined),
          ]),
        },
      ],
    ),
  ];
}
