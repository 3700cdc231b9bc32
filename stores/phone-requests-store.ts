import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PhoneRequestStatus } from '@/lib/shared/phone-requests';
import { newRequestKey } from '@/lib/browser/request-key';
import { DRAFT_PREFIX } from '@/lib/browser/storage-keys';

export type { PhoneRequestStatus };
export type FormModalStatus = 'create' | 'edit' | 'view';

export type PhoneRequestForm = {
  old_phone: string;
  new_phone: string;
  reason: string;
  employee_phone: string;
  employee_name: string;
};

export const EMPTY_PHONE_REQUEST_FORM: PhoneRequestForm = {
  old_phone: '',
  new_phone: '',
  reason: '',
  employee_phone: '',
  employee_name: '',
};

type PhoneRequestState = {
  isFormModalOpen: boolean;
  isStatusModalOpen: boolean;
  isWarningModalOpen: boolean;
  formData: PhoneRequestForm;
  statusModalStatus: PhoneRequestStatus;
  requestStatus: PhoneRequestStatus;
  formModalStatus: FormModalStatus;
  canUserEdit: boolean;
  requestId: number | null;
  /** The hall of the opened request (the queue spans halls); null: the chosen hall. */
  requestHallId: number | null;
  /** The version of the opened request an edit starts from. */
  version: number;
  /** The edit was refused as stale: the form keeps the input and asks what to do. */
  conflict: boolean;
  /** What the server asked to confirm, by field, while the warning modal is up. */
  warnings: Record<string, string>;
  /** The Idempotency-Key of «Создать» for this form, until the request is made. */
  requestKey: string;
  actions: {
    creationStarted: () => void;
    requestOpened: (request: {
      id: number;
      hallId: number;
      status: PhoneRequestStatus;
      canUserEdit: boolean;
      version: number;
      formData: PhoneRequestForm;
    }) => void;
    formChanged: (patch: Partial<PhoneRequestForm>) => void;
    formClosed: () => void;
    statusShown: (id: number, hallId: number, status: PhoneRequestStatus) => void;
    statusClosed: () => void;
    warningShown: (warnings: Record<string, string>) => void;
    warningClosed: () => void;
    editConflicted: () => void;
    /** «Сохранить мои изменения»: the input stays, the edit goes on from the latest version. */
    latestVersionTaken: (version: number) => void;
    /** «Загрузить актуальную»: the latest request replaces the input. */
    latestRequestTaken: (formData: PhoneRequestForm, version: number) => void;
  };
};

const initial = () => ({
  isFormModalOpen: false,
  isStatusModalOpen: false,
  isWarningModalOpen: false,
  formData: EMPTY_PHONE_REQUEST_FORM,
  statusModalStatus: 'new' as PhoneRequestStatus,
  requestStatus: 'new' as PhoneRequestStatus,
  formModalStatus: 'create' as FormModalStatus,
  canUserEdit: false,
  requestId: null,
  requestHallId: null,
  version: 0,
  conflict: false,
  warnings: {},
  requestKey: newRequestKey(),
});

/**
 * The phone request screen's modals and the form's input. The open form is kept in session
 * storage as a draft: a reload or the re-login after a 401 brings it back as it was; «Выйти»
 * drops it with the other drafts.
 */
export const usePhoneRequestStore = create<PhoneRequestState>()(
  persist(
    (set) => ({
      ...initial(),
      actions: {
        creationStarted: () =>
          set({
            ...initial(),
            isFormModalOpen: true,
            formModalStatus: 'create',
            canUserEdit: true,
          }),
        requestOpened: ({ id, hallId, status, canUserEdit, version, formData }) =>
          set({
            ...initial(),
            isFormModalOpen: true,
            requestId: id,
            requestHallId: hallId,
            requestStatus: status,
            canUserEdit,
            version,
            formData,
            // The author may edit a request while it is new; everyone else only views it.
            formModalStatus: canUserEdit && status === 'new' ? 'edit' : 'view',
          }),
        formChanged: (patch) => set((s) => ({ formData: { ...s.formData, ...patch } })),
        // Only closed: the form stays mounted through the closing transition (so the focus goes
        // back to the button that opened it); the next opening starts anew with a new key.
        formClosed: () =>
          set({ isFormModalOpen: false, isWarningModalOpen: false, warnings: {}, conflict: false }),
        statusShown: (id, hallId, status) =>
          set({
            isStatusModalOpen: true,
            requestId: id,
            requestHallId: hallId,
            statusModalStatus: status,
          }),
        statusClosed: () => set({ isStatusModalOpen: false }),
        warningShown: (warnings) => set({ isWarningModalOpen: true, warnings }),
        warningClosed: () => set({ isWarningModalOpen: false, warnings: {} }),
        editConflicted: () => set({ conflict: true }),
        latestVersionTaken: (version) => set({ version, conflict: false }),
        latestRequestTaken: (formData, version) => set({ formData, version, conflict: false }),
      },
    }),
    {
      name: `${DRAFT_PREFIX}phone-request`,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) =>
        s.isFormModalOpen && s.formModalStatus !== 'view'
          ? {
              isFormModalOpen: s.isFormModalOpen,
              formData: s.formData,
              requestStatus: s.requestStatus,
              formModalStatus: s.formModalStatus,
              canUserEdit: s.canUserEdit,
              requestId: s.requestId,
              requestHallId: s.requestHallId,
              version: s.version,
              conflict: s.conflict,
              requestKey: s.requestKey,
            }
          : {},
    },
  ),
);
