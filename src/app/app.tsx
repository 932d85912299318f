import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { portalRouter } from './browser-router';

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={portalRouter()} />
    </AppProviders>
  );
}
