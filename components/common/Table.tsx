import type {
  CSSProperties,
  HTMLAttributes,
  ReactNode,
  TdHTMLAttributes,
  ThHTMLAttributes,
} from 'react';
import classes from './Table.module.css';

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
const spacing = (value: Size | number | undefined) =>
  value === undefined
    ? undefined
    : typeof value === 'number'
      ? `${value / 16}rem`
      : `var(--mantine-spacing-${value})`;
const fontSize = (value: Size | undefined) => value && `var(--mantine-font-size-${value})`;
const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

/** The few of Mantine's style props that the tables' cells use, as plain inline style. */
type CellLook = {
  ta?: 'left' | 'right' | 'center';
  fw?: number;
  /** `dimmed`, or a colour of the theme (`red`, `teal`). */
  c?: string;
  w?: number | string;
  maw?: number;
  fz?: Size;
  ff?: 'monospace';
  pl?: number;
  bg?: string;
};

function cellStyle({ ta, fw, c, w, maw, fz, ff, pl, bg }: CellLook, style?: CSSProperties) {
  return {
    textAlign: ta,
    fontWeight: fw,
    color: c && (c === 'dimmed' ? 'var(--mantine-color-dimmed)' : `var(--mantine-color-${c}-text)`),
    width: w,
    maxWidth: maw,
    fontSize: fontSize(fz),
    fontFamily: ff && 'var(--mantine-font-family-monospace)',
    paddingLeft: pl,
    background: bg,
    ...style,
  } satisfies CSSProperties;
}

type CellProps<A> = A & CellLook & { children?: ReactNode };

function splitLook<P extends CellLook>({ ta, fw, c, w, maw, fz, ff, pl, bg, ...rest }: P) {
  return [{ ta, fw, c, w, maw, fz, ff, pl, bg }, rest] as const;
}

type TableProps = HTMLAttributes<HTMLTableElement> & {
  striped?: boolean;
  highlightOnHover?: boolean;
  stickyHeader?: boolean;
  withTableBorder?: boolean;
  variant?: 'vertical';
  layout?: 'fixed' | 'auto';
  captionSide?: 'top' | 'bottom';
  verticalSpacing?: Size | number;
  horizontalSpacing?: Size | number;
  fz?: Size;
};

/**
 * A table of plain elements with Mantine's look (module classes): a list draws hundreds of cells,
 * and Mantine's `Table` makes each a component with its own style resolution, and brings its
 * scroll area into every list's first load.
 */
function TableRoot({
  striped,
  highlightOnHover,
  stickyHeader,
  withTableBorder,
  variant,
  layout,
  captionSide,
  verticalSpacing,
  horizontalSpacing,
  fz,
  className,
  style,
  ...rest
}: TableProps) {
  const vars = {
    '--table-layout': layout,
    '--table-caption-side': captionSide,
    '--table-vertical-spacing': spacing(verticalSpacing),
    '--table-horizontal-spacing': spacing(horizontalSpacing),
    '--table-font-size': fontSize(fz),
  } as CSSProperties;
  return (
    <table
      className={join(classes.table, className)}
      data-striped={striped || undefined}
      data-hover={highlightOnHover || undefined}
      data-sticky={stickyHeader || undefined}
      data-with-table-border={withTableBorder || undefined}
      data-variant={variant}
      style={{ ...vars, ...style }}
      {...rest}
    />
  );
}

type SectionProps = HTMLAttributes<HTMLTableSectionElement>;
const Thead = ({ className, ...props }: SectionProps) => (
  <thead className={join(classes.thead, className)} {...props} />
);
const Tbody = ({ className, ...props }: SectionProps) => (
  <tbody className={join(classes.tbody, className)} {...props} />
);
const Tfoot = (props: SectionProps) => <tfoot {...props} />;

function Tr({ className, ...props }: CellProps<HTMLAttributes<HTMLTableRowElement>>) {
  const [look, rest] = splitLook(props);
  return (
    <tr className={join(classes.tr, className)} {...rest} style={cellStyle(look, rest.style)} />
  );
}

function Th({ className, ...props }: CellProps<ThHTMLAttributes<HTMLTableCellElement>>) {
  const [look, rest] = splitLook(props);
  return (
    <th className={join(classes.th, className)} {...rest} style={cellStyle(look, rest.style)} />
  );
}

function Td({ className, ...props }: CellProps<TdHTMLAttributes<HTMLTableCellElement>>) {
  const [look, rest] = splitLook(props);
  return (
    <td className={join(classes.td, className)} {...rest} style={cellStyle(look, rest.style)} />
  );
}

function Caption({ className, ...props }: CellProps<HTMLAttributes<HTMLTableCaptionElement>>) {
  const [look, rest] = splitLook(props);
  return (
    <caption
      className={join(classes.caption, className)}
      {...rest}
      style={cellStyle(look, rest.style)}
    />
  );
}

export const Table = Object.assign(TableRoot, {
  Thead,
  Tbody,
  Tfoot,
  Tr,
  Th,
  Td,
  Caption,
});
