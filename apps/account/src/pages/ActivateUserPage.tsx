import { AccountsUnavailable } from '../components/AccountNotice';

export default function ActivateUserPage() {
  return <AccountsUnavailable />;
}
