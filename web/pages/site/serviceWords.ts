// What a service page says, in the page's language: the facts of this instance's claims, worded by the
// catalogue ("site.pages.service.*"); whether it is only coming is web/data/services.ts's one rule.
import type { Claims } from "../../../shared/claims";
import type { MessageKey, Translator } from "../../i18n";
import { findService } from "../../data/services";

export type ServiceText = { description: string; highlights: string[]; body: string[]; coming: boolean };
import { levelWords } from "../assessment/levels";

const k = (id: number, part: string) => `site.pages.service.${id}.${part}` as MessageKey;

export function serviceWords(t: Translator, id: number, c: Claims): ServiceText & { title: string } {
  const title = t(`site.service.${id}.title` as MessageKey);
  const description = t(`site.service.${id}.description` as MessageKey, {
    audio: c.audio.complete ? "yes" : "no",
    videos: c.videos,
    tales: c.tales,
  });
  const coming = findService(id)?.coming(c) ?? true;
  const notYet = [t("site.pages.service.notYet"), t("site.pages.service.noPrice")];
  switch (id) {
    case 1:
      return {
        title,
        description,
        highlights: [
          t(k(1, "h1"), { activities: c.activities, lessons: c.lessons }),
          t(k(1, "h2")),
          t(k(1, "h3")),
        ],
        body: [t(k(1, "p1")), t(k(1, "p2"))],
        coming,
      };
    case 2:
      return {
        title,
        description,
        highlights: [
          t(k(2, "h1"), { words: c.words }),
          ...(c.audio.complete ? [t(k(2, "h2"))] : []),
          t(k(2, "h3")),
        ],
        body: [t(k(2, "p1")), t(k(2, "p2"), { audio: c.audio.complete ? "yes" : "no" })],
        coming,
      };
    case 3:
      return !coming
        ? {
            title,
            description,
            highlights: [t(k(3, "h1"), { n: c.videos }), t(k(3, "h2")), t(k(3, "h3"))],
            body: [t(k(3, "p1"))],
            coming,
          }
        : { title, description, highlights: notYet, body: [t(k(3, "none"))], coming };
    case 4:
      return !coming
        ? {
            title,
            description,
            highlights: [t(k(4, "h1"), { n: c.tales }), t(k(4, "h2"))],
            body: [t(k(4, "p1"))],
            coming,
          }
        : { title, description, highlights: notYet, body: [t(k(4, "none"))], coming };
    case 5: {
      const top = c.level_names_available[c.level_names_available.length - 1];
      return {
        title,
        description,
        highlights: [t(k(5, "h1")), t(k(5, "h2"), { n: c.level_test_questions }), t(k(5, "h3"))],
        body: [t(k(5, "p1")), ...(top ? [t(k(5, "p2"), { level: levelWords(t, top).name })] : [])],
        coming,
      };
    }
    default:
      return {
        title,
        description,
        highlights: [t(k(6, "h1")), t(k(6, "h2"))],
        body: [t(k(6, "p1"))],
        coming,
      };
  }
}
