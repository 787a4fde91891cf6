import type { Db } from '../db/client';
import type { ChannelListener } from './changeChannels';
import { hearingSessionChanges, SESSIONS_CHANNEL, sessionsChanged } from './sessions';

// Each API instance on a PostgreSQL server listens on SESSIONS_CHANNEL (platform/sessions.ts), on its
// one listening connection (changeChannels.ts), so a logout, a suspension or changed access flags
// on one instance drop the others' cached sessions at once. While that connection is lost, the
// instance keeps no session; once it listens again, it forgets what it had: it may have missed
// changes meanwhile. The embedded database serves one instance, which hears its own changes.

/** The sessions channel's listener. `heard` sees each change after it was applied (tests wait on it). */
export function sessionChangesListener(db: Db, heard?: (change: string | null) => void): ChannelListener {
  return {
    channel: SESSIONS_CHANNEL,
    heard: (change) => {
      sessionsChanged(db, change);
      heard?.(change);
    },
    hearing: (on) => {
      if (on) sessionsChanged(db, null);
      hearingSessionChanges(db, on);
    },
  };
}
