import type { ReactNode } from 'react';

/** One sort key a column offers; `label` names it when a column has more than one. */
export interface SortControl<K extends string> {
  key: K;
  label: string;
}

export interface TableColumn<T, K extends string> {
  id: string;
  /** The spec's column name; also the field's label on a phone card. */
  header: string;
  /**
   * One control: the header itself sorts. Several (first and last name): the header names the
   * column and each control sorts by its own key.
   */
  sort?: readonly SortControl<K>[];
  cell: (row: T) => ReactNode;
}

/**
 * What a list shows of its rows. The first column is a phone card's title; the others become
 * labelled fields below it.
 */
export interface TableSpec<T extends { id: number }, K extends string> {
  /** Names the table (and the list of cards) for assistive technology. */
  label: string;
  columns: readonly TableColumn<T, K>[];
  /** Who the row is, for its checkbox: 'Zaznacz: {rowName}'. */
  rowName: (row: T) => string;
  actions: (row: T) => ReactNode;
}
