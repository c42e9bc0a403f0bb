import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a document the server drew carries for the browser to hydrate it (in a JSON script, SERVER_STATE_ID): the
 * answers the page was drawn from, the router's state after its loaders, and the viewport the server assumed.
 */
export type DocumentState = {
  queries: DehydratedState;
  router: HydrationState;
  phone: boolean;
};
