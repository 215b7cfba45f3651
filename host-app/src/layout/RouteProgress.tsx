import { useNavigation } from 'react-router';

/** The loading-to-loaded indicator of route transitions (shop-core §2): lazy pages load on demand. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="route-progress" role="progressbar" aria-label="Loading page" />;
}
