'use client';

import { useEffect } from 'react';
import { describeChunkFailure, isChunkLoadError } from '@/lib/browser/chunk-error';
import { reportError } from '@/lib/browser/error-reporter';
import classes from './PlainScreen.module.css';

/**
 * What a person sees when rendering fails. A chunk that failed to load (usually after a new
 * deployment) gets its own message; reload is offered, never forced, so it cannot loop.
 * Plain markup and a CSS module: it is part of every page's first load and must work even
 * when the failure is in the UI library itself.
 */
export function ErrorFallback({ error }: { error: Error }) {
  const chunk = isChunkLoadError(error) ? describeChunkFailure(error) : null;

  useEffect(() => {
    reportError(chunk ? 'Chunk load failed' : 'Unexpected Application Error!', error);
  }, [chunk, error]);

  return (
    <main className={classes.root} role="alert">
      {chunk ? (
        <>
          <h1>Не удалось загрузить часть приложения</h1>
          <p className={classes.detail}>
            Ошибка загрузки: <code>{chunk.type}</code>
          </p>
          <p className={classes.detail}>
            Адрес: <code>{chunk.address}</code>
          </p>
          <p className={classes.hint}>
            Возможно, вышла новая версия или пропала связь. Перезагрузите страницу.
          </p>
        </>
      ) : (
        <>
          <h1>Unexpected Application Error!</h1>
          <p className={classes.detail}>{error.message}</p>
        </>
      )}
      <button type="button" className={classes.action} onClick={() => window.location.reload()}>
        Перезагрузить
      </button>
    </main>
  );
}
