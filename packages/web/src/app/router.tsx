import { createBrowserRouter } from 'react-router';
import { bindNavigate } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

// Non-component code (api client, session expiry) navigates through the router; repeating the
// current location is ignored (docs/product/home-and-navigation.md#navigation-guard).
bindNavigate((to, options) => {
  const here = `${router.state.location.pathname}${router.state.location.search}`;
  if (to === here) return;
  void router.navigate(to, options);
});
