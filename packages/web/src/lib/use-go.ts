import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** navigate() that ignores a click on the page already shown (duplicate navigation is ignored). */
export function useGo() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string) => {
      if (to === location.pathname || to === `${location.pathname}${location.search}`) return;
      navigate(to);
    },
    [navigate, location.pathname, location.search],
  );
}
