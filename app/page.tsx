import { redirect } from 'next/navigation';
import { LOGIN_ROUTE } from '@/lib/shared/routes';

export default function RootPage() {
  redirect(LOGIN_ROUTE);
}
