import { ContentNotice } from '../components/ContentNotice';

export default function EncyclopediaEntryPage() {
  return <ContentNotice kind="article" />;
}
