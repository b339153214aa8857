import { OpenDeposit } from '../features/deposit/components/OpenDeposit';
import '../account.css';

/** The Deposit modal's contents (the shell renders the dialog). */
export default function DepositModal({ onClose }: { onClose: () => void }) {
  return <OpenDeposit onDone={onClose} />;
}
