import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { activateLocale, initialLocale } from '@/i18n/i18n';
import { applyColorMode, watchSystemColorMode } from '@/lib/color-mode';
import { startMonitoringAfterFirstPaint } from '@/monitoring/start-monitoring';

async function mount(): Promise<void> {
  applyColorMode();
  watchSystemColorMode();
  await activateLocale(initialLocale());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startMonitoringAfterFirstPaint();
}

mount().catch((error: unknown) => console.error('Error while mounting app:', error));
