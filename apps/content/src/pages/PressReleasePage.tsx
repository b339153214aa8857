import { ContentNotice } from '../components/ContentNotice';

export default function PressReleasePage() {
  return <ContentNotice kind="article" />;
}
