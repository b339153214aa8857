import { ContentNotice } from '../components/ContentNotice';

export default function BlogPage() {
  return <ContentNotice kind="list" />;
}
