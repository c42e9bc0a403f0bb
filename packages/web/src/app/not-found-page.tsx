import { StatusPage } from '../components/empty-state.tsx';

export function NotFoundPage() {
  return <StatusPage status={404} />;
}
