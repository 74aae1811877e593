// An accessible confirmation: a native modal <dialog> (focus kept inside, Escape cancels).
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "../../i18n";

/** dismissLabel: the button that changes nothing ("Cancel" unless that word is ambiguous, as for subscriptions). */
export type ConfirmRequest = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  dismissLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
};

export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const t = useT();
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
          <div id={textId} className="admin-dialog-text">
            {typeof request.message === "string" ? <p>{request.message}</p> : request.message}
          </div>
          <div className="admin-dialog-actions">
            <button type="button" className="btn btn-outline" autoFocus onClick={onClose}>
              {request.dismissLabel ?? t("admin.cancel")}
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
