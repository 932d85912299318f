import { createToaster } from '@chakra-ui/react';

/** The one toaster of the app; notifications sit at the bottom (spec section 9). */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });

/** The same error twice at once (two calls of one screen refused alike) is one notification. */
export function notifyError(title: string, description?: string): void {
  toaster.create({ id: `error:${title}:${description ?? ''}`, type: 'error', title, description, closable: true, duration: 8000 });
}

export function notifyInfo(title: string, description?: string): void {
  toaster.create({ type: 'info', title, description, duration: 5000 });
}

export function notifySuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description, duration: 4000 });
}
