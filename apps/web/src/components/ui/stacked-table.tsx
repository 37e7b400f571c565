import {
  ScrollArea,
  type ScrollAreaProps,
  Table,
  type TableProps,
  type TableThProps,
  type TableTrProps,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import {
  Children,
  type CSSProperties,
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from "react";
import { useCardsLayout } from "./use-cards-layout";

/** A column of a table: its header, which also names its cells once the rows stand as cards. */
export interface TableColumn {
  label: string;
  /** The header is for screen readers only (a column of badges or buttons): no name on the cards. */
  isLabelHidden?: boolean;
  /** Mantine's header cell props: a width, an alignment. */
  thProps?: Omit<TableThProps, "children">;
}

/** A column: its header's text, or the header with its options. */
export type TableColumnSpec = string | TableColumn;

const columnOf = (column: TableColumnSpec): TableColumn =>
  typeof column === "string" ? { label: column } : column;

/** Below this width of its box (36em: a phone, a narrow drawer) a table's rows stand as cards. */
const stackedBelowWidth = 576;

interface StackedLayout {
  isStacked: boolean;
  /** Each column's name on the cards (none for a column whose header is hidden). */
  labels: (string | null)[];
}

const StackedLayoutContext = createContext<StackedLayout>({ isStacked: false, labels: [] });

// Stacked, the table's parts are blocks: the header row stays for screen readers, which name each
// cell by its column (the roles keep the table a table to them once it is drawn as blocks).
const stackedStyles = {
  table: { display: "block", border: 0 },
  caption: { display: "block" },
  thead: {
    position: "absolute",
    width: 1,
    height: 1,
    overflow: "hidden",
    clipPath: "inset(50%)",
    whiteSpace: "nowrap",
  },
  tbody: { display: "flex", flexDirection: "column", gap: "var(--mantine-spacing-sm)" },
  // Rows that are not records (loading, nothing found) span the whole width.
  tr: { display: "block" },
  td: { display: "block" },
} satisfies Record<string, CSSProperties>;

const stackedRoles = {
  table: { role: "table" },
  thead: { role: "rowgroup" },
  tbody: { role: "rowgroup" },
  tr: { role: "row" },
  th: { role: "columnheader" },
  td: { role: "cell" },
};

const cardStyle: CSSProperties = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: "var(--mantine-spacing-xs) var(--mantine-spacing-md)",
  padding: "var(--mantine-spacing-sm)",
  border: "1px solid var(--table-border-color)",
  borderRadius: "var(--mantine-radius-md)",
  backgroundColor: "var(--mantine-color-body)",
};

const cardCellStyle: CSSProperties = {
  display: "block",
  minWidth: 0,
  padding: 0,
  border: 0,
  textAlign: "start",
  overflowWrap: "anywhere",
};

type CellElement = ReactElement<{ children?: ReactNode; style?: TableTrProps["style"] }>;

/** A row's cells, fragments opened (the cells a row component hands over in one). */
function cellsOf(children: ReactNode): CellElement[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    return child.type === Fragment ? cellsOf(child.props.children) : [child as CellElement];
  });
}

const isEmpty = (content: ReactNode) =>
  content === undefined || content === null || content === false || content === "";

/**
 * A record's row of a StackedTable: a table row, or a card once the table stands stacked, each
 * cell under its column's name (the first cell, which names the record, across the card; an empty
 * cell left out).
 */
export function StackedRow({ children, style, ...props }: TableTrProps) {
  const { isStacked, labels } = useContext(StackedLayoutContext);
  if (!isStacked) {
    return (
      <Table.Tr style={style} {...props}>
        {children}
      </Table.Tr>
    );
  }
  return (
    <Table.Tr style={[style, cardStyle]} {...props}>
      {cellsOf(children).map((cell, index) => {
        const label = labels[index];
        const content = cell.props.children;
        const placement: CSSProperties = {
          gridColumn: index === 0 ? "1 / -1" : undefined,
          display: isEmpty(content) ? "none" : "block",
        };
        // The cell's width and alignment are for the table's columns, not the card's (its own
        // style stays: a tree's indent, no wrapping).
        const reset = { key: index, ta: undefined, maw: undefined, miw: undefined, w: undefined };
        return cloneElement(
          cell,
          { ...reset, style: [cardCellStyle, cell.props.style, placement] },
          label ? (
            <Text component="span" display="block" size="xs" c="gray.7" fw={400} aria-hidden>
              {label}
            </Text>
          ) : null,
          // Handed back as the cell's own children were, not as one list (which would need keys).
          ...(Array.isArray(content) ? content : [content]),
        );
      })}
    </Table.Tr>
  );
}

export interface StackedTableProps {
  /** The header cells, first to last. */
  columns: readonly TableColumnSpec[];
  /** The table's width with every column readable; in a narrower box it scrolls inside the box. */
  minWidth: number;
  /** Scrolls with the browser's own scrollbar instead of a ScrollArea. */
  nativeScroll?: boolean;
  /** Mantine's table props (striped, hover, a name). */
  tableProps?: Omit<TableProps, "miw" | "children" | "styles" | "attributes">;
  scrollAreaProps?: Omit<ScrollAreaProps, "children">;
  caption?: ReactNode;
  /** The body's rows: a record's as a StackedRow, the others (loading, nothing found) as they are. */
  children: ReactNode;
}

/**
 * A table of records that never widens the page: with room, a table; in a box narrower than its
 * columns need, it scrolls inside the box; in a box narrower than 36em (a phone) each record
 * (StackedRow) is a card listing its cells under their column's name. The box's width decides,
 * not the screen's: the sidebar, a drawer or a dialog change it.
 */
export function StackedTable({
  columns,
  minWidth,
  nativeScroll = false,
  tableProps,
  scrollAreaProps,
  caption,
  children,
}: StackedTableProps) {
  const specs = columns.map(columnOf);
  const { ref, showCards: isStacked } = useCardsLayout(Math.min(minWidth, stackedBelowWidth));
  const layout: StackedLayout = {
    isStacked,
    labels: specs.map((column) => (column.isLabelHidden ? null : column.label)),
  };
  const table = (
    <Table
      {...tableProps}
      miw={isStacked ? undefined : minWidth}
      styles={isStacked ? stackedStyles : undefined}
      attributes={isStacked ? stackedRoles : undefined}
      data-stacked={isStacked || undefined}
    >
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          {specs.map((column) => (
            <Table.Th key={column.label} {...column.thProps}>
              {column.isLabelHidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  // Its own width is its parent's, never its table's: a wide table cannot widen the page.
  return (
    <div ref={ref} style={{ containerType: "inline-size" }}>
      <StackedLayoutContext value={layout}>
        {nativeScroll ? (
          <Table.ScrollContainer minWidth={0} type="native">
            {table}
          </Table.ScrollContainer>
        ) : (
          <ScrollArea {...scrollAreaProps}>{table}</ScrollArea>
        )}
      </StackedLayoutContext>
    </div>
  );
}
