import type { ShopModalProps } from '@shop/app-state';
import { AuthPanel } from '../features/auth/components/AuthPanel';
import '../account.css';

/** The Auth modal's contents (the shell renders the dialog): sign in or register in place. */
export default function AuthModal({
  view,
  onClose,
}: ShopModalProps['auth'] & { onClose: () => void }) {
  return <AuthPanel initialView={view} onSignedIn={onClose} />;
}
