import { mailingsQuery } from '@/lib/api/sms-mailings';
import { pagedList } from '../common/use-paged-list';

export const mailingsList = pagedList({
  key: 'smsMailingFilter',
  pageSize: 12,
  query: mailingsQuery,
});
