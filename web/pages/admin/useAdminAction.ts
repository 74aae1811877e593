// Runs an admin call from a button: success toast and fresh data, or the right failure.
// A 403 means admin rights are gone: 'Admin access required' and back to /dashboard.
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { ApiClientError } from "../../api/client";
import { useT } from "../../i18n";

/** Refusals the server explains (self-action, last admin, wrong transition) are shown as it words them. */
const EXPLAINED = new Set([404, 409, 422]);

export function useAdminAction() {
  const navigate = useNavigate();
  const t = useT();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, call: () => Promise<unknown>, success: string, failure: string) {
    setBusy(key);
    try {
      await call();
      toast.success(success, { id: key });
      await revalidator.revalidate();
    } catch (e) {
      if (e instanceof ApiClientError && e.status === 403) {
        toast.error(t("admin.accessRequired"), { id: "admin-403" });
        navigate("/dashboard");
      } else if (e instanceof ApiClientError && e.status === 401) {
        toast.error(t("admin.authRequired"), { id: "admin-401" });
        navigate(`/login?from=${encodeURIComponent("/admin")}`);
      } else {
        toast.error(
          e instanceof ApiClientError && EXPLAINED.has(e.status) && e.message ? e.message : failure,
          { id: key + ":error" },
        );
      }
    } finally {
      setBusy(null);
    }
  }
  return { run, busy };
}
