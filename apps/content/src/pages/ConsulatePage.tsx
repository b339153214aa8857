import { ContentNotice } from '../components/ContentNotice';

export default function ConsulatePage() {
  return <ContentNotice kind="page" />;
}
