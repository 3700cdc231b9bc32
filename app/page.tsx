import { redirect } from 'next/navigation';
import { LOGIN_ROUTE } from '@/lib/routes';

export default function RootPage() {
  redirect(LOGIN_ROUTE);
}
