import { ContentNotice } from '../components/ContentNotice';

export default function PressReleasesPage() {
  return <ContentNotice kind="list" />;
}
