import type { RestrictionSource, RestrictionStatus } from '@/lib/shared/restrictions';
import type {
  OperationSort,
  OperationType,
  OrderSort,
  OrderStatus,
  ShiftSort,
} from '@/lib/shared/cashbox';
import type { PhoneRequestSort, PhoneRequestStatus } from '@/lib/shared/phone-requests';
import type { MailingSort, MailingStatus } from '@/lib/shared/sms-mailings';
import type { DeviceSort, DeviceState, DeviceType } from '@/lib/shared/equipment';
import type { Period } from '@/lib/shared/periods';
import type { FilterKey } from '@/lib/browser/storage-keys';
import type { AccountSort, AccountStatus } from '@/lib/shared/accounts';
import type { Role } from '@/lib/shared/roles';
import type { ClientSort, ConsentFilter } from '@/lib/shared/clients';
import type { WorkerPosition, WorkerSort, WorkerStatus } from '@/lib/shared/workers';
import type { TransferStatus } from '@/lib/shared/cash-transfers';

export type SortOrder = 'asc' | 'desc';

/** Inclusive date range as ISO dates (`YYYY-MM-DD`); null ends mean the screen's default. */
export type DateRange = [string | null, string | null];

const NO_RANGE: DateRange = [null, null];

export type FilterValues = {
  dashboardFilter: { period: Period; range: DateRange };
  equipmentFilter: {
    type: DeviceType | null;
    status: DeviceState | null;
    search: string;
    sort: DeviceSort;
    order: SortOrder;
  };
  workersFilter: {
    position: WorkerPosition | null;
    status: WorkerStatus | null;
    search: string;
    sort: WorkerSort;
    order: SortOrder;
  };
  cashboxFilter: {
    range: DateRange;
    type: OperationType | null;
    shiftId: number | null;
    sort: OperationSort;
    order: SortOrder;
  };
  orderFilter: { range: DateRange; status: OrderStatus | null; sort: OrderSort; order: SortOrder };
  gamesReportFilter: { period: Period; range: DateRange; games: string[]; category: string | null };
  attendanceFilter: { period: Period; range: DateRange };
  changePhoneFilter: {
    /** One hall of the queue; null: every hall the user may see. */
    hallId: number | null;
    status: PhoneRequestStatus | null;
    range: DateRange;
    search: string;
    sort: PhoneRequestSort;
    order: SortOrder;
  };
  smsMailingFilter: {
    status: MailingStatus | null;
    range: DateRange;
    search: string;
    sort: MailingSort;
    order: SortOrder;
  };
  summaryReportFilter: { period: Period; range: DateRange };
  /** The cash desk's shift archive. */
  shiftsFilter: { range: DateRange; sort: ShiftSort; order: SortOrder };
  /** The staff accounts on `/workers`: across halls, like the phone queue. */
  accountsFilter: {
    hallId: number | null;
    role: Role | null;
    status: AccountStatus | null;
    search: string;
    sort: AccountSort;
    order: SortOrder;
  };
  /** The hall's client base on `/sms/mailing`. */
  clientsFilter: {
    search: string;
    consent: ConsentFilter | null;
    sort: ClientSort;
    order: SortOrder;
  };
  /** The register of restricted persons on `/sms/mailing` (head office). */
  restrictionsFilter: {
    search: string;
    source: RestrictionSource | null;
    status: RestrictionStatus | null;
  };
  /** The monitoring register of large payouts on `/sms/mailing` (head office). */
  monitoringFilter: { range: DateRange; hallId: string | null };
  /** The safe's journal of movements on `/cashbox` («Сейф»). */
  movementsFilter: { status: TransferStatus | null; deskId: number | null };
  /** The cash variances on `/cashbox` («Расхождения»): those waiting for a signature, or all. */
  variancesFilter: { status: 'open' | 'all'; range: DateRange; userId: number | null };
};

export const FILTER_DEFAULTS: { [K in FilterKey]: FilterValues[K] } = {
  dashboardFilter: { period: 'hourly', range: NO_RANGE },
  equipmentFilter: { type: null, status: null, search: '', sort: 'number', order: 'asc' },
  workersFilter: { position: null, status: null, search: '', sort: 'fullName', order: 'asc' },
  cashboxFilter: { range: NO_RANGE, type: null, shiftId: null, sort: 'createdAt', order: 'desc' },
  orderFilter: { range: NO_RANGE, status: null, sort: 'createdAt', order: 'desc' },
  gamesReportFilter: { period: 'daily', range: NO_RANGE, games: [], category: null },
  attendanceFilter: { period: 'daily', range: NO_RANGE },
  changePhoneFilter: {
    hallId: null,
    status: null,
    range: NO_RANGE,
    search: '',
    sort: 'createdAt',
    order: 'desc',
  },
  smsMailingFilter: { status: null, range: NO_RANGE, search: '', sort: 'createdAt', order: 'desc' },
  summaryReportFilter: { period: 'daily', range: NO_RANGE },
  shiftsFilter: { range: NO_RANGE, sort: 'openedAt', order: 'desc' },
  accountsFilter: {
    hallId: null,
    role: null,
    status: null,
    search: '',
    sort: 'fullName',
    order: 'asc',
  },
  clientsFilter: { search: '', consent: null, sort: 'registeredAt', order: 'desc' },
  restrictionsFilter: { search: '', source: null, status: null },
  monitoringFilter: { range: NO_RANGE, hallId: null },
  movementsFilter: { status: null, deskId: null },
  variancesFilter: { status: 'open', range: NO_RANGE, userId: null },
};
