// A redirect's notice is worded where shown (web/lib/notice.ts): the reader's language, dates their way.
import { expect, test } from "bun:test";
import { noticeWords } from "../../web/lib/notice";
import { translatorFor } from "../../shared/i18n/catalogues";

const renewal = {
  key: "subscription.notice.premiumRunning" as const,
  values: { until: { date: "2027-03-01T00:00:00.000Z" }, opens: { date: "2026-12-31T00:00:00.000Z" } },
};

test("a notice's words and dates follow the reader's language", () => {
  expect(noticeWords(translatorFor("en"), renewal)).toBe(
    "Your Premium plan is active until Mar 1, 2027. Renewal opens on Dec 31, 2026, 60 days before it ends.",
  );
  expect(noticeWords(translatorFor("fr"), renewal)).toBe(
    "Votre formule Premium est active jusqu’au 1er mars 2027. Le renouvellement ouvre le 31 décembre 2026, 60 jours avant la fin.",
  );
  expect(noticeWords(translatorFor("fr"), { key: "admin.accessDenied" })).toBe(
    "Accès refusé. Droits d’administrateur requis.",
  );
});
