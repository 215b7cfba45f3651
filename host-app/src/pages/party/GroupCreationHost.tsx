import { partyGroupCreationState } from '@drawkit/sdk';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCapabilities } from '../../session/useCapabilities';

const GroupCreationModal = lazy(() => import('./GroupCreationModal').then((m) => ({ default: m.GroupCreationModal })));

/**
 * In the layout: opens the group-creation modal when the route state asks for it (social-syndicates
 * capability, signed in). The modal's code loads only then.
 */
export default function GroupCreationHost({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const can = useCapabilities();
  const opening = partyGroupCreationState(location.state);
  if (!opening || !signedIn || !can('social-syndicates')) return null;
  const close = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <Suspense fallback={null}>
      <GroupCreationModal key={location.key} opening={opening} onClose={close} />
    </Suspense>
  );
}
