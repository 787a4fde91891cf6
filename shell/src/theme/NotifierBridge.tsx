import { useEffect } from 'react';
import { setNotifier } from '@portal/shared/platform';
import { App } from '@portal/shared/antd-base';

/** Plugs antd's message API into the shared message display, for the shell and every remote. */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifier({
      error: (text) => void message.error(text),
      success: (text) => void message.success(text),
      info: (text) => void message.info(text),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}
