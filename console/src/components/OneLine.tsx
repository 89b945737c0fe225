import type { ReactNode } from 'react';
import classes from './OneLine.module.css';

/**
 * Every cell of the tables inside on one line: a wide list grows and scrolls sideways inside ListTable's ScrollArea
 * instead of breaking its words syllable by syllable on a phone. A cell that should wrap (an error message) sets
 * `white-space: normal` itself.
 */
export function OneLine({ children }: { children: ReactNode }) {
  return <div className={classes.oneLine}>{children}</div>;
}
