import type { Metadata } from 'next';
import { LoginScreen } from '@/components/auth/LoginScreen';

export const metadata: Metadata = { title: 'Вход — Бэк-офис залов' };

export default function LoginPage() {
  return <LoginScreen />;
}
