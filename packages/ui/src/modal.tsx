import { useEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  children: ReactNode;
  /** Called when the member closes a dismissible dialog (escape, backdrop). */
  onClose?: () => void;
  /** False keeps the dialog open on escape and backdrop clicks (e.g. while signing up). */
  dismissible?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: the page behind it is inert, so focus stays
 * inside; the first focusable element (or one with autoFocus) receives focus when it opens.
 */
export function Modal({ open, labelledBy, children, onClose, dismissible = true, className = '' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const state = useRef({ open, dismissible, onClose });

  useEffect(() => {
    state.current = { open, dismissible, onClose };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (state.current.dismissible) state.current.onClose?.();
    };
    // A browser may still close the dialog on a repeated escape: reopen it if it must stay.
    const onNativeClose = () => {
      if (state.current.open && !dialog.open) dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal ${className}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !dismissible) event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget && dismissible) onClose?.();
      }}
    >
      <div className="modal-content">{open ? children : null}</div>
    </dialog>
  );
}
