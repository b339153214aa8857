import { ContentNotice } from '../components/ContentNotice';

export default function EncyclopediaPage() {
  return <ContentNotice kind="list" />;
}
