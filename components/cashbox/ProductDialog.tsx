'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import type { Product } from '@/lib/api/bar';
import { ProductForm } from './ProductForm';

export type ProductTarget = { mode: 'create' } | { mode: 'edit'; product: Product };

type Props = {
  hallId: number;
  target: ProductTarget | null;
  categories: string[];
  usualVat: string;
  onClose: () => void;
};

/** The product form in a dialog that closes only through its buttons: no input is lost. */
export function ProductDialog({ hallId, target, categories, usualVat, onClose }: Props) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Изменение товара' : 'Новый товар'}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      {target && (
        <ProductForm
          key={target.mode === 'edit' ? target.product.id : 'new'}
          hallId={hallId}
          product={target.mode === 'edit' ? target.product : null}
          categories={categories}
          usualVat={usualVat}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
