import { ContentNotice } from '../components/ContentNotice';

export default function NewsArticlePage() {
  return <ContentNotice kind="article" />;
}
