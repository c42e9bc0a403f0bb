import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';

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
