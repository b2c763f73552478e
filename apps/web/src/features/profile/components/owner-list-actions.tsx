import { OwnerAddButton } from './owner-add-button.tsx';
import { OwnerEditButton } from './owner-edit-button.tsx';

interface Action {
  /** The modal's title, which is also the button's accessible name. */
  label: string;
  onClick: () => void;
}

/**
 * A list section's owner buttons: Add always, Edit only while the list has items (spec document 2
 * section 2; services and tools keep Edit on an empty list and do not use this).
 */
export function OwnerListActions({
  add,
  edit,
  count,
}: {
  add: Action;
  edit: Action;
  count: number;
}) {
  return (
    <>
      <OwnerAddButton label={add.label} onClick={add.onClick} />
      {count > 0 ? <OwnerEditButton label={edit.label} onClick={edit.onClick} /> : null}
    </>
  );
}
