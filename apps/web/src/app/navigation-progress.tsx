import { useNavigation } from 'react-router';

/** A thin bar while the next page's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Đang tải trang" />;
}
