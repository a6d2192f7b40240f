import { useEffect, useRef } from 'react';

/**
 * Keeps a scrolling log (a chat) showing its newest line by scrolling the log's own box — never the
 * window, so a page that holds a log still opens at its top and the shopper's place on it is theirs.
 * Returns the ref for the element with `overflow-y: auto`; `changed` is whatever grows the log.
 */
export const useLogScroll = <T extends HTMLElement>(changed: unknown) => {
  const ref = useRef<T>(null);
  useEffect(() => {
    const log = ref.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [changed]);
  return ref;
};
