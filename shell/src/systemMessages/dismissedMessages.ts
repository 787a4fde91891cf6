import { readStored, writeStored } from '@portal/shared/platform';
import { STORAGE_KEYS } from '@portal/shared/core';

/** Ids of system messages the user dismissed on this device (spec 002 §2). */
export function dismissedIds(): number[] {
  const ids = readStored<unknown>(STORAGE_KEYS.dismissedSystemMessages, []);
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

export function dismiss(ids: number[]): void {
  writeStored(STORAGE_KEYS.dismissedSystemMessages, [...new Set([...dismissedIds(), ...ids])]);
}
