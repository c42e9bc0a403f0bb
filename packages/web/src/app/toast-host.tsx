import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastWanted } from '../lib/feedback.ts';

const ToastHolder = lazy(() => import('./toast-holder.tsx').then((m) => ({ default: m.ToastHolder })));

/** Where toasts appear: antd's message machinery is fetched when the first toast is asked for (ADR 0097). */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHolder />
    </Suspense>
  );
}
