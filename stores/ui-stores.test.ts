import { EMPTY_PHONE_REQUEST_FORM, usePhoneRequestStore } from './phone-requests-store';
import { useSmsMailingStore } from './sms-mailings-store';
import { useSummaryStore } from './summary-store';

describe('phone change request store', () => {
  beforeEach(() => usePhoneRequestStore.setState(usePhoneRequestStore.getInitialState(), true));

  it('has the specification defaults', () => {
    expect(usePhoneRequestStore.getState()).toMatchObject({
      requestStatus: 'new',
      formModalStatus: 'create',
      statusModalStatus: 'new',
      canUserEdit: false,
      requestId: null,
      formData: EMPTY_PHONE_REQUEST_FORM,
    });
  });

  it('opens a new request for the author to edit and others to view', () => {
    const { requestOpened, formClosed } = usePhoneRequestStore.getState().actions;
    const formData = { ...EMPTY_PHONE_REQUEST_FORM, old_phone: '+77011234567' };
    requestOpened({ id: 5, hallId: 1, status: 'new', canUserEdit: true, version: 1, formData });
    expect(usePhoneRequestStore.getState().formModalStatus).toBe('edit');
    formClosed();
    requestOpened({
      id: 5,
      hallId: 1,
      status: 'approved',
      canUserEdit: true,
      version: 1,
      formData,
    });
    expect(usePhoneRequestStore.getState().formModalStatus).toBe('view');
    requestOpened({ id: 6, hallId: 1, status: 'new', canUserEdit: false, version: 1, formData });
    expect(usePhoneRequestStore.getState().formModalStatus).toBe('view');
  });

  it('keeps a half-filled form in session storage, and nothing of a request only viewed', () => {
    const { creationStarted, formChanged, formClosed, requestOpened } =
      usePhoneRequestStore.getState().actions;
    creationStarted();
    formChanged({ old_phone: '+7 701 123', reason: 'Потерял SIM' });
    const draft = JSON.parse(sessionStorage.getItem('draft:phone-request')!).state;
    expect(draft).toMatchObject({
      isFormModalOpen: true,
      formModalStatus: 'create',
      formData: { old_phone: '+7 701 123', reason: 'Потерял SIM' },
    });
    expect(draft.requestKey).toEqual(expect.any(String));
    formClosed();
    requestOpened({
      id: 9,
      hallId: 1,
      status: 'approved',
      canUserEdit: false,
      version: 2,
      formData: EMPTY_PHONE_REQUEST_FORM,
    });
    expect(JSON.parse(sessionStorage.getItem('draft:phone-request')!).state).toEqual({});
  });
});

describe('SMS mailing store', () => {
  beforeEach(() => useSmsMailingStore.setState(useSmsMailingStore.getInitialState(), true));

  it('starts on the card list with step 1 active', () => {
    expect(useSmsMailingStore.getState()).toMatchObject({ screen: 'cardList', activeSteps: [1] });
  });

  it('walks the three wizard steps and goes back to the list', () => {
    const { creationStarted, stepCompleted, stepReturned, listOpened } =
      useSmsMailingStore.getState().actions;
    creationStarted(2, 'Рассылка 23.11.2026');
    expect(useSmsMailingStore.getState().form).toMatchObject({ hallIds: [2], segment: 'all' });
    stepCompleted(1);
    stepCompleted(2);
    stepCompleted(3);
    expect(useSmsMailingStore.getState()).toMatchObject({
      screen: 'create',
      activeSteps: [1, 2, 3],
    });
    stepReturned(1);
    expect(useSmsMailingStore.getState().activeSteps).toEqual([1]);
    listOpened();
    expect(useSmsMailingStore.getState()).toMatchObject({ screen: 'cardList', activeSteps: [1] });
  });

  it('keeps the open wizard in session storage and nothing once back on the list', () => {
    const { creationStarted, formChanged, stepCompleted, listOpened } =
      useSmsMailingStore.getState().actions;
    creationStarted(2, 'Акция');
    formChanged({ text: 'Скидка 10%' });
    stepCompleted(1);
    const saved = JSON.parse(sessionStorage.getItem('draft:sms-mailing') ?? '{}');
    expect(saved.state).toMatchObject({
      screen: 'create',
      activeSteps: [1, 2],
      form: { title: 'Акция', text: 'Скидка 10%' },
    });
    listOpened();
    expect(JSON.parse(sessionStorage.getItem('draft:sms-mailing') ?? '{}').state).toEqual({});
  });
});

describe('summary store', () => {
  it('remembers the expanded hall row', () => {
    useSummaryStore.getState().actions.rowExpanded(4, 'hall-4');
    expect(useSummaryStore.getState()).toMatchObject({ hallId: 4, rowKey: 'hall-4' });
    useSummaryStore.getState().actions.rowCollapsed();
    expect(useSummaryStore.getState()).toMatchObject({ hallId: null, rowKey: null });
  });
});
