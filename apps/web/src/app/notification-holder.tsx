import useNotification from 'antd/es/notification/useNotification';
import { useEffect, useRef } from 'react';
import { setNotifier } from '@/lib/notifier';
import type { QueuedNotice } from './notifier-provider';

/** antd's notification holder, loaded with the first notice (app/notifier-provider.tsx). */
export default function NotificationHolder({ queue }: { queue: readonly QueuedNotice[] }) {
  const [api, holder] = useNotification({ placement: 'topRight' });
  const replayed = useRef(false);
  useEffect(() => {
    // What was asked before this mounted, in order, once; from now on the notices go straight to antd.
    for (const call of replayed.current ? [] : queue) {
      if (call.method === 'destroy') api.destroy(call.key);
      else api[call.method](call.args);
    }
    replayed.current = true;
    setNotifier(api);
  }, [api, queue]);
  return holder;
}
