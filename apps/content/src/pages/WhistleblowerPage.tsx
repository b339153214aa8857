import { ContentNotice } from '../components/ContentNotice';

export default function WhistleblowerPage() {
  return <ContentNotice kind="page" />;
}
