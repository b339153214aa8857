import type { PageProps } from '@shop/i18n';
import { SignedOut } from '../components/AccountNotice';

export default function ProfilePage({ match }: PageProps) {
  return <SignedOut routeId={match.route.id} />;
}
