import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

// Back from an order page returns to where the user came from exactly as it was (the list with its
// page, sort, search and filters, and its scroll position): history back when this page was
// reached from inside the portal, else (a pasted link, a new tab) the fallback path. Whether the
// entry was reached from inside is remembered per history entry (sessionStorage, by location.key),
// so it still holds after coming back to this page from the edit page.

const KEY = (entry: string) => `portal.orders.cameFromApp.${entry}`;

function remember(entry: string) {
  try {
    sessionStorage.setItem(KEY(entry), '1');
  } catch {
    // storage unavailable: Back falls back to the list path
  }
}

function recall(entry: string): boolean {
  try {
    return sessionStorage.getItem(KEY(entry)) === '1';
  } catch {
    return false;
  }
}

export function useBack(fallbackPath: string): () => void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  useEffect(() => {
    if (navigationType === 'PUSH') remember(location.key);
  }, [location.key, navigationType]);
  return () => {
    if (navigationType === 'PUSH' || recall(location.key)) navigate(-1);
    else navigate(fallbackPath);
  };
}
