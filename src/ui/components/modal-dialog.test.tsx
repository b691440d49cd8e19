import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInStorefront } from '../testing/render-storefront.test-support';
import { ModalDialog } from './modal-dialog';

// Issue 20: a dialog the visitor may dismiss says so with a visible close button; one that must be
// answered (an alert dialog) has none beside its own actions.

describe('ModalDialog', () => {
  it('shows a close button beside the title of a dismissable dialog, which closes it', async () => {
    const onClose = vi.fn();
    const { user } = renderInStorefront(
      <ModalDialog isOpen isDismissable title="Link to your account" onClose={onClose}>
        <p>Sign in</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Link to your account' });
    await user.click(screen.getByRole('button', { name: 'Close this window' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
  });

  it('shows none on a dialog that must be answered', () => {
    renderInStorefront(
      <ModalDialog isOpen role="alertdialog" title="Warning" onClose={vi.fn()}>
        <p>Something needs an answer.</p>
      </ModalDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Warning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close this window' })).not.toBeInTheDocument();
  });
});
