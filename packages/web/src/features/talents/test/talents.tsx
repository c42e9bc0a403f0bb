import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { TalentCard } from '../api.ts';

/** A seeker with an open resume, as GET /hr/search/user/list answers it. */
export const openTalent: TalentCard = {
  id: 21,
  name: '张工',
  chinese_name: '张伟',
  profile_pic_url: '',
  major: ['土木工程'],
  en_major: ['Civil Engineering'],
  certificate: ['一级建造师'],
  en_certificate: ['Class I Constructor'],
  experience: 6,
  status: 2,
  address: '上海市浦东新区',
  degree: 2,
  enable_resume: 1,
  star: 4,
};

/** A seeker whose resume is closed. */
export const closedTalent: TalentCard = {
  ...openTalent,
  id: 22,
  name: '李工',
  major: ['给排水科学与工程'],
  en_major: ['Water Supply and Drainage'],
  certificate: [],
  en_certificate: [],
  status: 1,
  enable_resume: 0,
  star: 2,
};

export const hrJobOptions = [
  { id: 41, title: '桥梁结构工程师' },
  { id: 42, title: '给排水设计师' },
];

/** Where the app is now, for tests that follow a navigation. */
export function Here() {
  const location = useLocation();
  return <output data-testid="here">{`${location.pathname}${location.search}`}</output>;
}

/** `page` at `path`, the talent detail route beside it, and where the app is now (data-testid "here"). */
export function withRoutes(path: string, page: ReactNode) {
  return (
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/talent/:id" element={<p>talent detail</p>} />
      </Routes>
      <Here />
    </>
  );
}
