import { createPendingDeletes } from '../../../lib/deferred-delete';

/** Drafts deleted within the undo window (decision 006): hidden, not yet deleted on the service. */
export const pendingDraftDeletes = createPendingDeletes<number>();
