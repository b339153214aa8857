import { ContentNotice } from '../components/ContentNotice';

export default function StoreDetailPage() {
  return <ContentNotice kind="store" />;
}
