import { AccountsUnavailable } from '../components/AccountNotice';

export default function RegisterPage() {
  return <AccountsUnavailable />;
}
