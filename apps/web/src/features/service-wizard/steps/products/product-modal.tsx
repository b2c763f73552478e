import type { Product } from '@handlowo/contract';
import { Modal } from '@mantine/core';
import { wizardModalTitles } from '../../modal-titles.ts';
import { DeleteProductModalBody } from './delete-product-modal.tsx';
import { ProductFormModalBody } from './product-form-modal.tsx';

/** Which of the step's three modals is shown, and for which product. */
export type ProductDialog =
  | { kind: 'add' }
  | { kind: 'edit'; product: Product }
  | { kind: 'delete'; product: Product };

const titleOf = {
  add: wizardModalTitles.addProduct,
  edit: wizardModalTitles.editProduct,
  delete: wizardModalTitles.deleteProduct,
} as const;

/**
 * 'Dodaj produkt', 'Edytuj produkt' or 'Usunąć produkt?'. `dialog` stays set while the modal
 * fades out (its title and body must not vanish mid-transition); `opening` remounts the body, so
 * every opening starts from a fresh form.
 */
export function ProductModal({
  dialog,
  opened,
  opening,
  close,
  onExited,
}: {
  dialog: ProductDialog | null;
  opened: boolean;
  opening: number;
  close: () => void;
  onExited: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onExited}
      title={dialog ? titleOf[dialog.kind] : ''}
      size={dialog?.kind === 'delete' ? 'sm' : 'lg'}
    >
      {dialog?.kind === 'add' ? (
        <ProductFormModalBody key={opening} close={close} />
      ) : dialog?.kind === 'edit' ? (
        <ProductFormModalBody key={opening} saved={dialog.product} close={close} />
      ) : dialog?.kind === 'delete' ? (
        <DeleteProductModalBody key={opening} product={dialog.product} close={close} />
      ) : null}
    </Modal>
  );
}
