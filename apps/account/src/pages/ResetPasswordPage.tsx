import { AccountsUnavailable } from '../components/AccountNotice';

export default function ResetPasswordPage() {
  return <AccountsUnavailable />;
}
