'use client';

import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { DRAFT_PREFIX } from '@/lib/browser/storage-keys';

/**
 * Keeps a form's unsent input in session storage, so an expired session (which clears local
 * storage and sends the user to sign in again) loses nothing: the form comes back filled.
 * «Выйти» removes drafts; a successful submit should call `clearDraft`. Never for passwords.
 */
export function useFormDraft<T extends Record<string, unknown>>(
  key: string,
  form: UseFormReturnType<T>,
) {
  const storageKey = DRAFT_PREFIX + key;
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const raw = sessionStorage.getItem(storageKey);
    if (!raw) return;
    try {
      form.setValues(JSON.parse(raw) as Partial<T>);
    } catch {
      sessionStorage.removeItem(storageKey);
    }
  }, [form, storageKey]);

  // Written when the input changes, not on every render: a sent form stays forgotten.
  const serialized = JSON.stringify(form.getValues());
  const dirty = form.isDirty();
  useEffect(() => {
    if (restored.current && dirty) sessionStorage.setItem(storageKey, serialized);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of input counts
  }, [serialized, storageKey]);

  return { clearDraft: () => sessionStorage.removeItem(storageKey) };
}

/** The first unsent draft whose key starts with `prefix`, as the rest of its key; or null. */
export function findDraft(prefix: string): string | null {
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(DRAFT_PREFIX + prefix))
      return key.slice(DRAFT_PREFIX.length + prefix.length);
  }
  return null;
}
