import type { ManualOperationType } from '@/lib/shared/cashbox';

/** Open with the type of the button pressed, or with no type to reopen a draft as it was. */
export type OperationDialogState = { type?: ManualOperationType } | null;

/** Where the operation dialog keeps its unsent input; the panel reopens the dialog from it. */
export const operationDraftKey = (hallId: number) => `cash-operation:${hallId}`;

/** Where a typed opening count waits through a re-login; the desk reopens its dialog from it. */
export const openShiftDraftKey = (hallId: number) => `open-shift:${hallId}`;
