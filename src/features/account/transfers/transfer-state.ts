import type { Transfer } from '@generated/client/model';

/** Whether a transfer is waiting or copying: it cannot run again yet (the API answers 409), and its page follows its progress. */
export const isRunningTransfer = (transfer: Pick<Transfer, 'transfer_state'> | undefined): boolean =>
  transfer?.transfer_state === 'Pending' || transfer?.transfer_state === 'InProgress';
