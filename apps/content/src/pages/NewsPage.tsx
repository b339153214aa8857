import { ContentNotice } from '../components/ContentNotice';

export default function NewsPage() {
  return <ContentNotice kind="list" />;
}
