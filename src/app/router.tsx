import { createBrowserRouter } from 'react-router';

const lazyDefault = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    lazy: lazyDefault(() => import('./layouts/landing-layout')),
    children: [{ path: '/', lazy: lazyDefault(() => import('@/features/landing/landing-page')) }],
  },
  { path: '/dashboard', lazy: lazyDefault(() => import('@/features/profile/profile-page')) },
]);
