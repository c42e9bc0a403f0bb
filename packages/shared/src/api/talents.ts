import { z } from 'zod';
import { HrTalentCardSchema } from '../talents/answers.ts';
import { TalentSearchQuerySchema } from '../talents/requests.ts';
import { defineRoutes } from './route.ts';

const tags = ['talents'];

/** The HR's talent pool calls: the search and the hot talents. */
export const talentsApi = defineRoutes({
  search: {
    method: 'GET',
    path: '/hr/search/user/list',
    auth: 'hr',
    tags,
    summary:
      'Search job seekers with a resume: name, major and certificate matches first, then recently updated; ' +
      'majors and certificates all held; total exact up to 10,000 (total_capped past it); each closed resume ' +
      'with the state of my latest request to view it',
    query: TalentSearchQuerySchema,
    data: HrTalentCardSchema,
    paged: true,
  },
  hot: {
    method: 'GET',
    path: '/hr/get/hot/hunters',
    auth: 'hr',
    tags,
    summary: 'Up to eight talents for the HR home page: the most complete resumes, recently updated first',
    data: z.array(HrTalentCardSchema),
  },
});
