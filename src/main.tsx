import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, initialLocale } from '@/i18n/i18n';
import { App } from '@/app/app';

async function mount(): Promise<void> {
  await activateLocale(initialLocale());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

mount().catch((error: unknown) => console.error('Error while mounting app:', error));
