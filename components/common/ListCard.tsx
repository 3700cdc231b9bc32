import { Children, type ReactNode } from 'react';
import { useWhenIdle } from './use-when-idle';
import { SortControl, type ListSort } from './SortControl';
import classes from './ListCard.module.css';

type Props = {
  /** The record's name, also the card's accessible name. */
  title: string;
  /** Its state, at the top right. */
  badge: ReactNode;
  /** Buttons under the details. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One record of a list below the desktop width: name and state, details, then its actions. */
export function ListCard({ title, badge, actions, children }: Props) {
  return (
    <article className={classes.card} aria-label={title}>
      <div className={classes.head}>
        <p className={classes.title}>{title}</p>
        <div className={classes.badge}>{badge}</div>
      </div>
      {children}
      {actions && <div className={classes.actions}>{actions}</div>}
    </article>
  );
}

/** How many cards a phone's first screen holds, and more: the rest are drawn when idle. */
const FIRST_CARDS = 6;

/**
 * The cards of a list page, one under another, under the list's sort control. The first
 * screenful comes with the rows; the others, below the fold, when the browser is idle.
 */
export function ListCards<S extends string>({
  sorting,
  children,
}: {
  sorting?: ListSort<S> & { labels: Record<S, string> };
  children: ReactNode;
}) {
  const idle = useWhenIdle();
  const cards = Children.toArray(children);
  return (
    <div className={classes.cards}>
      {sorting && <SortControl {...sorting} />}
      {idle ? cards : cards.slice(0, FIRST_CARDS)}
    </div>
  );
}
