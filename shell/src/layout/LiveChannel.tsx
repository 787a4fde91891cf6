import { useEffect } from 'react';
import { useSession } from '@portal/shared/platform';
import { startLiveChannel, stopLiveChannel } from '@portal/shared/live';
import { queryClient } from './queryClient';

/**
 * Holds the page's live channel while a user is signed in (README "Live updates"). When changes may
 * have been missed (a reconnect, a tab shown again), every query is invalidated: the screens on
 * show fetch again, the others when they are next shown.
 */
export function LiveChannel() {
  const signedInAs = useSession((s) => (s.status === 'loggedIn' ? s.user?.id : undefined));
  useEffect(() => {
    if (signedInAs === undefined) return;
    startLiveChannel(() => void queryClient.invalidateQueries());
    return stopLiveChannel;
  }, [signedInAs]);
  return null;
}
