// An accessible confirmation: a native modal <dialog> (focus kept inside, Escape cancels).
import { useEffect, useId, useRef } from "react";

export type ConfirmRequest = { title: string; message: string; confirmLabel: string; danger?: boolean; onConfirm: () => void };

export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (request && !d.open) d.showModal();
    if (!request && d.open) d.close();
  }, [request]);
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {request && (
        <>
          <h2 id={titleId}>{request.title}</h2>
          <p id={textId}>{request.message}</p>
          <div className="admin-dialog-actions">
            <button type="button" className="btn btn-outline" autoFocus onClick={onClose}>
              Cancel
            </button>
            <button
              type="button"
              className={request.danger ? "btn btn-danger" : "btn btn-primary"}
              onClick={() => {
                const run = request.onConfirm;
                onClose();
                run();
              }}
            >
              {request.confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
