import { AccountsUnavailable } from '../components/AccountNotice';

export default function ForgotPasswordPage() {
  return <AccountsUnavailable />;
}
