import type { Language } from '@app/shared';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a document the server drew carries for the browser to hydrate it (in a JSON script, SERVER_STATE_ID): the
 * answers the page was drawn from, the router's state after its loaders, the viewport the server assumed and the
 * language it drew in.
 */
export type DocumentState = {
  queries: DehydratedState;
  router: HydrationState;
  phone: boolean;
  language: Language;
};
