import { ContentNotice } from '../components/ContentNotice';

export default function BlogArticlePage() {
  return <ContentNotice kind="article" />;
}
