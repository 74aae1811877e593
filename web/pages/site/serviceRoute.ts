// /service-single/:id's loader and title, apart from its page (./ServicePage.tsx, loaded when shown):
// the route table needs them at start-up, the landing never needs the page. An unknown id is a real 404.
import { data, type LoaderFunctionArgs } from "react-router";
import { findService } from "../../data/services";
import type { MessageKey, Translator } from "../../i18n";

export function serviceLoader({ params }: LoaderFunctionArgs) {
  const service = findService(params.id);
  if (!service) throw data(null, { status: 404 });
  return { id: service.Id };
}

export const serviceMeta = (d: unknown, t: Translator) => {
  const s = findService((d as { id?: number } | undefined)?.id);
  return s
    ? {
        title: t("site.pages.meta.serviceTitle", { title: t(`site.service.${s.Id}.title` as MessageKey) }),
        description: t(`site.pages.service.${s.Id}.summary` as MessageKey),
      }
    : { title: "Marhaba", description: t("site.pages.meta.fallbackDescription") };
};
