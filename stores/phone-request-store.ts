import { create } from 'zustand';

import type { PhoneRequestStatus } from '@/lib/phone-requests';

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
  actions: {
    creationStarted: () => void;
    requestOpened: (request: {
      id: number;
      status: PhoneRequestStatus;
      canUserEdit: boolean;
      formData: PhoneRequestForm;
    }) => void;
    formChanged: (patch: Partial<PhoneRequestForm>) => void;
    formClosed: () => void;
    statusShown: (id: number, status: PhoneRequestStatus) => void;
    statusClosed: () => void;
    warningShown: () => void;
    warningClosed: () => void;
  };
};

const INITIAL = {
  isFormModalOpen: false,
  isStatusModalOpen: false,
  isWarningModalOpen: false,
  formData: EMPTY_PHONE_REQUEST_FORM,
  statusModalStatus: 'new' as PhoneRequestStatus,
  requestStatus: 'new' as PhoneRequestStatus,
  formModalStatus: 'create' as FormModalStatus,
  canUserEdit: false,
  requestId: null,
};

export const usePhoneRequestStore = create<PhoneRequestState>()((set) => ({
  ...INITIAL,
  actions: {
    creationStarted: () =>
      set({ ...INITIAL, isFormModalOpen: true, formModalStatus: 'create', canUserEdit: true }),
    requestOpened: ({ id, status, canUserEdit, formData }) =>
      set({
        isFormModalOpen: true,
        requestId: id,
        requestStatus: status,
        canUserEdit,
        formData,
        // The author may edit a request while it is new; everyone else only views it.
        formModalStatus: canUserEdit && status === 'new' ? 'edit' : 'view',
      }),
    formChanged: (patch) => set((s) => ({ formData: { ...s.formData, ...patch } })),
    formClosed: () => set({ ...INITIAL }),
    statusShown: (id, status) =>
      set({ isStatusModalOpen: true, requestId: id, statusModalStatus: status }),
    statusClosed: () => set({ isStatusModalOpen: false }),
    warningShown: () => set({ isWarningModalOpen: true }),
    warningClosed: () => set({ isWarningModalOpen: false }),
  },
}));
