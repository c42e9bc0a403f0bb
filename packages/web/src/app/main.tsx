import '../lib/i18n.ts';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render() {
  createRoot(root as HTMLElement).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// index.html carries /login prerendered (scripts/prerender-plugin.ts): when it is shown, the first
// render waits for the page's code, so the markup is replaced by the same page, not by a spinner.
const prerendered = document.getElementById('prerender');
const shown = prerendered !== null && document.documentElement.dataset.prerender !== 'off';
if (shown && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
} else {
  render();
}
