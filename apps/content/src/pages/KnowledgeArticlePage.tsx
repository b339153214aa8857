import { ContentNotice } from '../components/ContentNotice';

export default function KnowledgeArticlePage() {
  return <ContentNotice kind="article" />;
}
