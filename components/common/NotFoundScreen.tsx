import { LOGIN_ROUTE } from '@/lib/shared/routes';
import classes from './PlainScreen.module.css';

/** The Russian 404 page; plain markup, since it ships with every page's first load. */
export function NotFoundScreen() {
  return (
    <main className={classes.root}>
      <h1>Страница не найдена</h1>
      <p className={classes.hint}>Такого адреса нет. Проверьте ссылку или вернитесь на главную.</p>
      <a className={classes.action} href={`${LOGIN_ROUTE}/`}>
        На главную
      </a>
    </main>
  );
}
