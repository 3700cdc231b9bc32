import { NotFoundScreen } from '@/components/common/NotFoundScreen';

export default function NotFound() {
  return <NotFoundScreen />;
}
