import { AccountsUnavailable } from '../components/AccountNotice';

export default function LoginPage() {
  return <AccountsUnavailable />;
}
